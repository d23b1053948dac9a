import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="SCARA Robot Simulation"
      intro="A 3D SCARA arm: two parallel revolute joints and a vertical axis, driven by forward and inverse kinematics."
    />
  );
}
