/**
 * A section of the home page whose items arrive with the page's loader: a heading with a link to
 * the whole list, placeholder cards while the items load, and a retry when they fail. Built on the
 * router's deferred data (no query hooks), so the home page's first load stays small.
 */
import { Suspense, type ReactNode } from 'react';
import { Await, useRevalidator } from 'react-router';
import { Link } from '@/components/ui/link.tsx';

export interface HomeSectionProps<T> {
  id: string;
  title: string;
  more: { to: string; label: string };
  items: Promise<T[]>;
  children: (items: T[]) => ReactNode;
}

const gridClass = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

export function HomeSection<T>({ id, title, more, items, children }: HomeSectionProps<T>) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-neutral-900 dark:text-white">
          {title}
        </h2>
        <Link
          to={more.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-secondary-700 underline dark:text-secondary-300"
        >
          {more.label} <span aria-hidden>→</span>
        </Link>
      </div>
      <Suspense fallback={<Placeholders title={title} />}>
        <Await resolve={items} errorElement={<SectionError title={title} />}>
          {(resolved: T[]) =>
            resolved.length ? (
              <ul className={gridClass}>{children(resolved)}</ul>
            ) : (
              <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
                Nothing is published here yet.
              </p>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

function Placeholders({ title }: { title: string }) {
  return (
    <div role="status">
      <span className="sr-only">Loading {title.toLowerCase()}…</span>
      <ul aria-hidden className={gridClass}>
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-48 animate-pulse rounded-xl bg-neutral-100 dark:bg-neutral-900" />
        ))}
      </ul>
    </div>
  );
}

function SectionError({ title }: { title: string }) {
  const revalidator = useRevalidator();
  return (
    <p role="alert" className="mt-6 text-sm text-red-700 dark:text-red-300">
      {title} could not be loaded.{' '}
      <button type="button" className="font-semibold underline" onClick={() => void revalidator.revalidate()}>
        Try again
      </button>
    </p>
  );
}
