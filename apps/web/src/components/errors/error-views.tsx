/** What a visitor sees when a page is missing or fails: separate views for 404 and for other errors. */
import { Home, RotateCcw } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import type { ErrorDisplay } from '@/lib/app-error.ts';
import { PageMeta } from '../page-meta.tsx';
import { NotFoundHelp } from './not-found-help.tsx';

const homeLinkClass =
  'inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800';

/** The unmatched path view, shown inside the layout. */
export function PageNotFound({ path }: { path: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <PageMeta title="Page not found" noIndex />
      <p className="text-sm font-semibold tracking-widest text-primary-700 uppercase dark:text-primary-400">
        404
      </p>
      <h1 className="mt-2 text-3xl font-bold text-neutral-900 dark:text-white">Page not found</h1>
      <p className="mt-4 text-neutral-600 dark:text-neutral-300">
        Nothing lives at{' '}
        <code className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-sm dark:bg-neutral-800">
          {path}
        </code>
        . Check the address, search for what you were after, or start again from a section.
      </p>
      <NotFoundHelp path={path} />
      <p className="mt-8">
        <Link to="/" className={homeLinkClass}>
          <Home aria-hidden className="size-4" /> Back to home
        </Link>
      </p>
    </section>
  );
}

export function NotFoundErrorView({ error }: { error: ErrorDisplay }) {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <section role="alert">
        <PageMeta title={error.statusMessage} noIndex />
        <p className="text-7xl font-black text-primary-600 dark:text-primary-400">{error.statusCode}</p>
        <h1 className="mt-4 text-2xl font-bold break-words text-neutral-900 dark:text-white">
          {error.statusMessage}
        </h1>
        <p className="mt-3 text-neutral-600 dark:text-neutral-300">{error.description}</p>
      </section>
      <NotFoundHelp path={pathname} />
      <p className="mt-8">
        <Link to="/" className={homeLinkClass}>
          <Home aria-hidden className="size-4" /> Back to home
        </Link>
      </p>
    </div>
  );
}

export function ServerErrorView({ error }: { error: ErrorDisplay }) {
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <PageMeta title={error.statusMessage} noIndex />
      <p className="text-7xl font-black text-red-600 dark:text-red-400">{error.statusCode}</p>
      <h1 className="mt-4 text-2xl font-bold break-words text-neutral-900 dark:text-white">
        {error.statusMessage}
      </h1>
      <p className="mt-3 text-neutral-600 dark:text-neutral-300">{error.description}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex items-center gap-2 rounded-md border border-neutral-300 px-4 py-2 text-sm font-semibold hover:bg-neutral-50 dark:border-neutral-600 dark:hover:bg-neutral-800"
        >
          <RotateCcw aria-hidden className="size-4" /> Try again
        </button>
        <a href="/" className={homeLinkClass}>
          <Home aria-hidden className="size-4" /> Back to home
        </a>
      </p>
    </section>
  );
}

export function ErrorView({ error }: { error: ErrorDisplay }) {
  return error.statusCode === 404 ? <NotFoundErrorView error={error} /> : <ServerErrorView error={error} />;
}
