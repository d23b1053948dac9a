/** /simulations/CylindricalRobot: the cylindrical arm's simulator (3D view, joints, target, DH maths, taught paths). */
import { RobotSimulationPage } from '@/features/robot-simulations/components/robot-simulation-page.tsx';

export function Component() {
  return <RobotSimulationPage robotId="cylindrical" />;
}
