/** /labs: what the labs hold and the way in to each section, in the order a project usually needs them. */
import { ArrowRight, Axis3d, CircuitBoard, CodeXml, Cpu, MonitorCog } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { cardClass, textLinkClass } from '@/components/ui/control-styles.ts';

interface LabSection {
  to: string;
  title: string;
  text: string;
  Icon: LucideIcon;
  links?: { to: string; label: string }[];
}

const sections: LabSection[] = [
  {
    to: '/labs/hardware',
    title: 'Hardware',
    text: 'Sensors, motor drivers, actuators, regulators and displays: what each does, its key figures, supply voltage and interface, how to wire it and a link to its datasheet.',
    Icon: CircuitBoard,
  },
  {
    to: '/labs/development-boards',
    title: 'Development boards',
    text: 'Arduino, ESP32, STM32, Raspberry Pi Pico, nRF52, Teensy and single-board computers. Filter by family, radio and price, and compare two to four boards side by side.',
    Icon: Cpu,
  },
  {
    to: '/labs/simulators',
    title: 'Virtualization tools',
    text: 'Simulators and emulators for trying an idea before building it: reinforcement-learning environments, open-source robot simulators, microcontroller emulators and maze simulators.',
    Icon: MonitorCog,
    links: [
      { to: '/labs/simulators/rl', label: 'Reinforcement learning' },
      { to: '/labs/simulators/github', label: 'Open source on GitHub' },
      { to: '/labs/simulators/emulators', label: 'Emulators' },
      { to: '/labs/simulators/maze-simulators', label: 'Maze simulators' },
      { to: '/labs/simulators/micro-mouse-qt-sim', label: 'Micromouse' },
    ],
  },
  {
    to: '/simulations/ScaraRobot',
    title: 'Robot arm simulations',
    text: 'Four classic arms in 3D: drive each joint, send the tool to a target with inverse kinematics, read the DH table and the live transform, see singularities and play taught paths.',
    Icon: Axis3d,
    links: [
      { to: '/simulations/ScaraRobot', label: 'SCARA' },
      { to: '/simulations/CartesianRobot', label: 'Cartesian' },
      { to: '/simulations/SphericalRobot', label: 'Spherical' },
      { to: '/simulations/CylindricalRobot', label: 'Cylindrical' },
    ],
  },
  {
    to: '/labs/programming',
    title: 'Programming',
    text: 'C++, Python, MicroPython and TinyML for hardware projects: where each language fits, with complete example programs and references.',
    Icon: CodeXml,
    links: [
      { to: '/labs/programming/cpp', label: 'C++' },
      { to: '/labs/programming/python', label: 'Python' },
      { to: '/labs/programming/micropython', label: 'MicroPython' },
      { to: '/labs/programming/tinyml', label: 'TinyML' },
    ],
  },
];

const steps = [
  'Choose the parts: find the sensor or driver for the job in the hardware catalogue, then compare the boards that could run it.',
  'Try it without hardware: test the control idea or the learning agent in a simulator, or run the firmware in an emulator.',
  'Write the program: start from an example in the language that fits, on your computer first and then on the board.',
];

export function LabsOverview() {
  return (
    <>
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        {sections.map(({ to, title, text, Icon, links }) => (
          <li key={to} className={`${cardClass} flex flex-col`}>
            <h2 className="text-lg font-semibold">
              <Link
                to={to}
                className="group inline-flex items-center gap-3 text-neutral-900 hover:text-primary-700 dark:text-white dark:hover:text-primary-400"
              >
                <Icon aria-hidden className="size-7 shrink-0 text-primary-600 dark:text-primary-400" />
                {title}
                <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-0.5" />
              </Link>
            </h2>
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{text}</p>
            {links ? (
              <ul aria-label={`${title} pages`} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={textLinkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="how-heading" className="mt-12 max-w-3xl">
        <h2 id="how-heading" className="text-xl font-bold text-neutral-900 dark:text-white">
          From idea to working hardware
        </h2>
        <ol className="mt-4 space-y-3">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-3 text-neutral-700 dark:text-neutral-300">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
              >
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
