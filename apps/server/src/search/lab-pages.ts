/**
 * The labs' own tools, which are pages rather than records: the search index lists them like
 * content, so "inverse kinematics" or "flood fill" finds the simulator that does it. Each has a fixed
 * id (the index keys entries by uuid).
 */

export interface LabPage {
  id: string;
  slug: string;
  path: string;
  title: string;
  summary: string;
  /** What the page lets you do, in the words people search for. */
  body: string;
}

export const labPages: readonly LabPage[] = [
  {
    id: '6c1a0001-0000-4000-8000-000000000001',
    slug: 'scara-robot',
    path: '/simulations/ScaraRobot',
    title: 'SCARA robot simulation',
    summary: 'A SCARA arm in 3D: two parallel revolute joints, a vertical quill and a tool roll.',
    body: 'Forward and inverse kinematics, elbow left and elbow right solutions, Denavit–Hartenberg table, homogeneous transform, Jacobian and singularities, workspace, joint-space and straight-line trajectories, teach points, pick and place, assembly.',
  },
  {
    id: '6c1a0001-0000-4000-8000-000000000002',
    slug: 'cartesian-robot',
    path: '/simulations/CartesianRobot',
    title: 'Cartesian robot simulation',
    summary: 'A Cartesian gantry in 3D: three prismatic axes, the geometry of 3D printers and CNC machines.',
    body: 'Gantry, linear axes, forward and inverse kinematics, Denavit–Hartenberg table, box-shaped workspace, trajectories with velocity and acceleration limits, teach points.',
  },
  {
    id: '6c1a0001-0000-4000-8000-000000000003',
    slug: 'spherical-robot',
    path: '/simulations/SphericalRobot',
    title: 'Spherical robot simulation',
    summary: 'A spherical (polar) arm in 3D: two rotations and a telescoping boom, like the Stanford arm.',
    body: 'Polar coordinates, forward and inverse kinematics, boom forward and over the top solutions, Denavit–Hartenberg table, spherical shell workspace, singularities, trajectories, teach points.',
  },
  {
    id: '6c1a0001-0000-4000-8000-000000000004',
    slug: 'cylindrical-robot',
    path: '/simulations/CylindricalRobot',
    title: 'Cylindrical robot simulation',
    summary: 'A cylindrical arm in 3D: a rotating base with a vertical lift and a radial reach.',
    body: 'Cylindrical coordinates, forward and inverse kinematics, Denavit–Hartenberg table, cylindrical workspace, trajectories, teach points.',
  },
  {
    id: '6c1a0001-0000-4000-8000-000000000005',
    slug: 'coordinate-transformation',
    path: '/coordinate-transformation-d3',
    title: 'Coordinate transformations, interactively',
    summary: 'Frames, points, rotation matrices and homogeneous transforms you can drag, in 2D and 3D.',
    body: 'Rotation matrix, homogeneous transformation, composition order, inverse transform, Euler angles yaw pitch roll, gimbal lock, world frame and body frame.',
  },
  {
    id: '6c1a0001-0000-4000-8000-000000000006',
    slug: 'maze-simulator',
    path: '/labs/simulators/maze-simulators',
    title: 'Micromouse maze simulator',
    summary:
      'Run a micromouse in the browser on contest mazes: built-in mice or your own program speaking the mms protocol.',
    body: 'Micromouse, mms, flood fill, wall follower, breadth-first search, maze generator, contest mazes, 16×16 and 32×32 half-size, score, best run, JavaScript mouse.',
  },
  {
    id: '6c1a0001-0000-4000-8000-000000000007',
    slug: 'rl-lab',
    path: '/labs/simulators/rl',
    title: 'Reinforcement learning lab',
    summary:
      'Gridworld dynamic programming and temporal-difference learning, and a cart-pole agent, in the browser.',
    body: 'Policy evaluation, policy iteration, value iteration, Q-learning, SARSA, eligibility traces, epsilon-greedy, discount factor, cart-pole, policy gradient, Bellman equation.',
  },
];
