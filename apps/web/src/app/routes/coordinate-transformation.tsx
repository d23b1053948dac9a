// /coordinate-transformation-d3: the interactive coordinate-transformation lesson. D3 and KaTeX load with
// this lazy route module only.
import { SectionIntro } from '@/components/section-intro.tsx';
import { CoordinateTransformationLesson } from '@/features/coordinate-transformation/components/coordinate-transformation-lesson.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Coordinate Transformations"
      intro="An interactive look at how points move between coordinate frames under rotation and translation, the basis of robot kinematics."
    >
      <CoordinateTransformationLesson />
    </SectionIntro>
  );
}
