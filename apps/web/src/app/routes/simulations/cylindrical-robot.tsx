/** /simulations/CylindricalRobot: the cylindrical arm's simulator (3D view, joints, target, DH maths, taught paths). */
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { RobotSimulationPage } from '@/features/robot-simulations/components/robot-simulation-page.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  prefetchLabLessons(queryClient, request);
  return null;
};

export function Component() {
  return <RobotSimulationPage robotId="cylindrical" related={<LearnTheory />} />;
}
