/** /why_us: what makes TinkerLabs a good place to learn, and where to start. */
import { Beaker, BookOpenCheck, Ruler, ShieldCheck, ShoppingCart, Users } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { SectionIntro } from '@/components/section-intro.tsx';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';

const reasons = [
  {
    Icon: BookOpenCheck,
    title: 'The maths is written out',
    text: 'Articles and lessons derive the equations step by step, from homogeneous transforms to the Bellman equation, and show the code that implements them.',
  },
  {
    Icon: Beaker,
    title: 'Try it before you wire it',
    text: 'Simulators, robot-arm models and sandboxes for C++, Python, MicroPython and TinyML run in your browser, with nothing to install.',
  },
  {
    Icon: Ruler,
    title: 'Figures you can trust',
    text: 'Board and component specifications come from the manufacturers’ datasheets, so you can compare cores, memory, radios and pins side by side.',
  },
  {
    Icon: ShoppingCart,
    title: 'Parts lists you can buy',
    text: 'Every project lists its components with quantities, list prices and the stores that sell them, so you know the cost before you start.',
  },
  {
    Icon: Users,
    title: 'Reviewed community content',
    text: 'Members suggest projects, articles, stores and parts; an administrator reviews each one before it goes live.',
  },
  {
    Icon: ShieldCheck,
    title: 'No trackers, no ads',
    text: 'The site talks only to its own server. No analytics, no advertising, no third-party scripts or fonts.',
  },
];

export function Component() {
  return (
    <SectionIntro
      title="Why TinkerLabs?"
      pageTitle="Why Us"
      intro="Because understanding comes from building: TinkerLabs puts the theory, a safe place to try it and the parts to make it real in one place."
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ Icon, title, text }) => (
          <li
            key={title}
            className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
          >
            <Icon aria-hidden className="size-8 text-primary-600 dark:text-primary-400" />
            <h2 className="mt-3 text-lg font-semibold text-neutral-900 dark:text-white">{title}</h2>
            <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-300">{text}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-12 text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
        Where to start
      </h2>
      <p className="mt-4 max-w-3xl text-neutral-700 dark:text-neutral-300">
        New to the field? Follow a learning-hub domain from its first lesson. Know what you want to build?
        Pick a project at your level.
      </p>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link to="/learninghub" className={primaryButtonClass}>
          Open the Learning Hub
        </Link>
        <Link to="/projects" className={secondaryButtonClass}>
          Browse projects
        </Link>
      </p>
    </SectionIntro>
  );
}
