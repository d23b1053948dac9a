/**
 * The four simulator catalogues: where each lives, what it is for and what to weigh when choosing
 * a tool from it. The entries themselves come from GET /api/labs/simulators?category=….
 */
import type { SimulatorCategory } from './labels.ts';

export interface SimulatorSection {
  category: SimulatorCategory;
  path: string;
  title: string;
  /** One sentence for the overview card and the page's description. */
  summary: string;
  introduction: string[];
  /** What separates a good choice from a poor one in this category. */
  lookFor: string[];
}

export const simulatorSections: SimulatorSection[] = [
  {
    category: 'rl',
    path: '/labs/simulators/rl',
    title: 'Reinforcement Learning Simulators',
    summary:
      'Environments where an agent learns by trial and error, from CartPole to GPU-parallel legged robots.',
    introduction: [
      'A reinforcement-learning agent improves by acting, observing the result and being rewarded or penalised, and it needs far more attempts than a real robot could survive. A simulator supplies them: the environment reports an observation, accepts an action and answers with the next observation, a reward and whether the episode has ended.',
      "Gymnasium's reset and step functions have become the common interface, so the same agent code can train on a pole balancing on a cart or on a simulated humanoid. Start with a fast, simple environment to debug the learning loop, then move to a physics engine once the agent learns at all.",
    ],
    lookFor: [
      'Speed: vectorised environments and GPU simulators run thousands of episodes in parallel, which decides whether training takes hours or weeks.',
      'Physics fidelity, especially contacts and friction, if the policy is meant to transfer to a real robot.',
      'Domain randomisation of masses, friction and sensor noise, the usual way to narrow the gap between simulation and reality.',
      'The hardware it needs: some simulators require a recent NVIDIA GPU.',
    ],
  },
  {
    category: 'github',
    path: '/labs/simulators/github',
    title: 'Open-Source Simulators on GitHub',
    summary: 'Full robot simulators with physics, sensors and ROS 2 bridges, developed in the open.',
    introduction: [
      'A robot simulator models a whole machine in a 3D world: its links and joints from a URDF or SDF description, its motors, and sensors such as cameras, lidars and IMUs with realistic noise. Connected through ROS 2, the same navigation and perception nodes that will run on the robot can be tested against the simulation first.',
      'Because these projects are developed in the open, you can read how a sensor is modelled, report a bug with a reproducible world file, and check how active the project is before you depend on it.',
    ],
    lookFor: [
      'ROS 2 integration and the robot models already available.',
      'Which sensors are modelled and how: noise, update rate, field of view.',
      'Recent releases and issue activity in the repository.',
      'The licence, and which operating systems are really supported.',
    ],
  },
  {
    category: 'emulators',
    path: '/labs/simulators/emulators',
    title: 'Microcontroller Emulators',
    summary:
      'Run the real firmware of an Arduino, ESP32, STM32 or Pico without the board, in the browser or in CI.',
    introduction: [
      'An emulator runs the same compiled firmware you would flash onto the chip, by executing its machine instructions and imitating its peripherals: GPIO, timers, UART, I2C and SPI. Nothing is rewritten for the simulation, so a bug found here is a bug in the firmware.',
      'Emulators are the quickest way to try code before the parts arrive, to let a class work without a box of boards, and to run firmware tests on every commit. Timing-critical drivers and analog behaviour still need a check on real hardware.',
    ],
    lookFor: [
      'Which microcontrollers and peripherals are modelled, and how completely.',
      'Virtual parts (LEDs, displays, sensors, motors) to wire to the chip.',
      'Debugging: GDB attachment, logic-analyser traces, serial output.',
      'Deterministic time and a command-line mode, for continuous integration.',
    ],
  },
  {
    category: 'maze',
    path: '/labs/simulators/maze-simulators',
    title: 'Maze Simulators',
    summary: 'Develop and compare micromouse maze-solving algorithms on real competition mazes.',
    introduction: [
      "Most of a micromouse's intelligence is about the maze: remembering the walls it has seen, keeping a distance map to the goal and choosing the next move. A maze simulator lets you develop that logic without motors or sensors, because the simulated mouse sees only the walls around its own cell, just as the robot's distance sensors would.",
      'Test against the mazes of past contests: they are designed to punish the shortcuts a naive algorithm takes, such as heading straight for the centre. The micromouse page explains the rules, the maze file format and the flood-fill method.',
    ],
    lookFor: [
      'Support for the standard maze file formats, so contest mazes load as they are.',
      'A way to show your algorithm’s state: distances, known walls, the planned path.',
      'A clean interface between simulator and algorithm, so the same code can move to the robot.',
    ],
  },
];

export function simulatorSection(category: SimulatorCategory): SimulatorSection {
  return simulatorSections.find((section) => section.category === category)!;
}
