/** The four robot-simulation pages: which robot each address shows, its heading and its one-line introduction. */
import type { RobotId } from '@tinkerlabs/kinematics/robot-model';

export interface RobotPage {
  id: RobotId;
  path: string;
  title: string;
  /** The short name used in the navigation between the four arms. */
  navLabel: string;
  intro: string;
}

export const robotPages: readonly RobotPage[] = [
  {
    id: 'scara',
    path: '/simulations/ScaraRobot',
    title: 'SCARA Robot Simulation',
    navLabel: 'SCARA',
    intro:
      'A SCARA arm: two parallel revolute joints swing the arm in the horizontal plane, a vertical axis lowers the tool and a wrist turns it. Move the joints, send the tool to a target and watch the forward and inverse kinematics at work.',
  },
  {
    id: 'cartesian',
    path: '/simulations/CartesianRobot',
    title: 'Cartesian Robot Simulation',
    navLabel: 'Cartesian',
    intro:
      'A Cartesian (gantry) robot: three linear axes at right angles, the geometry of 3D printers, CNC routers and pick-and-place gantries. Move the axes, send the tool to a target and compare the joint and straight-line paths.',
  },
  {
    id: 'spherical',
    path: '/simulations/SphericalRobot',
    title: 'Spherical Robot Simulation',
    navLabel: 'Spherical',
    intro:
      'A spherical (polar) arm: a turning base, a shoulder that tilts the arm up and down and a telescoping boom, the layout of the first industrial robots. Move the joints, send the tool to a target and see where the arm becomes singular.',
  },
  {
    id: 'cylindrical',
    path: '/simulations/CylindricalRobot',
    title: 'Cylindrical Robot Simulation',
    navLabel: 'Cylindrical',
    intro:
      'A cylindrical arm: a turning column with a carriage that slides up and down it and a boom that slides in and out. Move the joints, send the tool to a target and follow the maths that turns angles and strokes into a position.',
  },
];

export function robotPage(id: RobotId): RobotPage {
  const page = robotPages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No simulation page for robot "${id}".`);
  return page;
}
