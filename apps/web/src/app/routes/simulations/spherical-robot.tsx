import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Spherical Robot Simulation"
      intro="A 3D spherical (polar) robot arm: two rotations and a telescoping reach that sweep a spherical workspace."
    />
  );
}
