/**
 * Route error boundaries. Inside the layout, a non-fatal error shows the error view in place of the
 * page; a fatal one is passed up to the root, which shows the error view on its own. Crawlers get no
 * error view (it would be indexed as the page), only a console note. A failed chunk load reloads once.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { describeError, isChunkLoadError, isCrawler, type ErrorDisplay } from '@/lib/app-error.ts';
import { reloadOnce } from '@/lib/reload-once.ts';

// Loaded when an error is shown (rarely), with the stylesheet of every page but the home page: the
// start of every page is lighter without them. Should either fail to load too (the network is gone),
// the error is still said, plainly.
const ErrorView = lazy(() =>
  Promise.all([import('./error-views.tsx'), import('@/styles/pages.css')]).then(
    ([module]) => ({ default: module.ErrorView }),
    () => ({ default: PlainErrorView }),
  ),
);

function PlainErrorView({ error }: { error: ErrorDisplay }) {
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{`${error.statusMessage} · TinkerLabs`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-7xl font-black">{error.statusCode}</p>
      <h1 className="mt-4 text-2xl font-bold break-words">{error.statusMessage}</h1>
      <p className="mt-3">{error.description}</p>
      <p className="mt-8">
        <a href="/" className="font-semibold underline">
          Back to home
        </a>
      </p>
    </section>
  );
}

function ShownError({ error }: { error: unknown }) {
  const display = describeError(error);
  const hidden = isCrawler(navigator.userAgent);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce('a part of the app failed to load');
    if (hidden)
      console.info(`Error view not shown to a crawler: ${display.statusCode} ${display.statusMessage}`);
  }, [error, hidden, display.statusCode, display.statusMessage]);
  return hidden ? null : (
    <Suspense fallback={<PlainErrorView error={display} />}>
      <ErrorView error={display} />
    </Suspense>
  );
}

export function LayoutErrorBoundary() {
  const error = useRouteError();
  if (describeError(error).fatal) throw error; // the root boundary shows it without the layout
  return <ShownError error={error} />;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="min-h-screen">
      <div className="h-2 bg-gradient-to-r from-primary-700 via-primary-600 to-secondary-700" />
      <main id="main">
        <ShownError error={error} />
      </main>
    </div>
  );
}
