/**
 * What a not-found page offers besides "Back to home": the site search, seeded with the words of the
 * address, and links to the site's main sections. The search's code loads with this view; until it
 * has, a box of the same size stands in its place.
 */
import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { wordsOfPath } from './words-of-path.ts';

const NotFoundSearch = lazy(() => import('./not-found-search.tsx'));

const mainSections = [
  { to: '/learninghub', label: 'Learning Hub' },
  { to: '/labs', label: 'Labs' },
  { to: '/simulations/ScaraRobot', label: 'Robot simulations' },
  { to: '/articles', label: 'Articles' },
  { to: '/projects', label: 'Projects' },
  { to: '/stores', label: 'Stores' },
  { to: '/knowledge-hub', label: 'Knowledge Hub' },
  { to: '/contact', label: 'Contact' },
] as const;

function SearchPlaceholder() {
  return <div aria-hidden className="h-[6.5rem]" />;
}

export function NotFoundHelp({ path }: { path: string }) {
  return (
    <div className="mx-auto mt-10 max-w-xl space-y-8">
      <Suspense fallback={<SearchPlaceholder />}>
        <NotFoundSearch initialWords={wordsOfPath(path)} />
      </Suspense>
      <nav aria-label="Sections of the site" className="text-left">
        <h2 className="text-sm font-semibold text-neutral-900 dark:text-white">Or start from a section</h2>
        <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {mainSections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="flex min-h-11 items-center justify-center rounded-md border border-neutral-200 px-3 text-center text-sm font-medium text-neutral-800 hover:border-primary-400 hover:bg-primary-50 dark:border-neutral-700 dark:text-neutral-100 dark:hover:bg-neutral-800"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
