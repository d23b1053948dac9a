import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Cartesian Robot Simulation"
      intro="A 3D Cartesian (gantry) robot with three linear axes, the geometry of 3D printers and CNC machines."
    />
  );
}
