// /coordinate-transformation-d3: the interactive coordinate-transformation lesson. D3 and KaTeX load with
// this lazy route module only.
import { SectionIntro } from '@/components/section-intro.tsx';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { CoordinateTransformationLesson } from '@/features/coordinate-transformation/components/coordinate-transformation-lesson.tsx';
import type { PageLoader } from '../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  prefetchLabLessons(queryClient, request);
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Coordinate Transformations"
      intro="An interactive look at how points move between coordinate frames under rotation and translation, the basis of robot kinematics."
    >
      <CoordinateTransformationLesson />
      <LearnTheory className="mt-12 max-w-3xl" />
    </SectionIntro>
  );
}
