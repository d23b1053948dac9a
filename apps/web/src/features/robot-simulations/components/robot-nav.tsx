/** The small navigation between the four robot-simulation pages, the current one marked. */
import type { RobotId } from '@tinkerlabs/kinematics/robot-model';
import { Link } from '@/components/ui/link.tsx';
import { robotPages } from '../lib/robot-pages.ts';

export function RobotNav({ current }: { current: RobotId }) {
  return (
    <nav aria-label="Robot arms">
      <ul className="flex flex-wrap gap-2 text-sm">
        {robotPages.map((page) => {
          const active = page.id === current;
          return (
            <li key={page.id}>
              <Link
                to={page.path}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'inline-block rounded-full bg-primary-700 px-3 py-1 font-semibold text-white'
                    : 'inline-block rounded-full border border-neutral-300 px-3 py-1 font-medium text-neutral-800 hover:border-primary-600 hover:text-primary-800 dark:border-neutral-700 dark:text-neutral-200 dark:hover:border-primary-400 dark:hover:text-primary-300'
                }
              >
                {page.navLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
