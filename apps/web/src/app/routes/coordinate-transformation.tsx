import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Coordinate Transformations"
      intro="An interactive look at how points move between coordinate frames under rotation and translation, the basis of robot kinematics."
    />
  );
}
