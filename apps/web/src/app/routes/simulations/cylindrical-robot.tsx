import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Cylindrical Robot Simulation"
      intro="A 3D cylindrical robot: a rotating base with vertical and radial linear axes that cover a cylindrical workspace."
    />
  );
}
