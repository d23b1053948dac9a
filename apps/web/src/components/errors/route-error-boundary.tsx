/**
 * Route error boundaries. Inside the layout, a non-fatal error shows the error view in place of the
 * page; a fatal one is passed up to the root, which shows the error view on its own. Crawlers get no
 * error view (it would be indexed as the page), only a console note. A failed chunk load reloads once.
 */
import { useEffect } from 'react';
import { useRouteError } from '@/lib/router/index.ts';
import { describeError, isChunkLoadError, isCrawler } from '@/lib/app-error.ts';
import { reloadOnce } from '@/lib/reload-once.ts';
import { ErrorView } from './error-views.tsx';

function ShownError({ error }: { error: unknown }) {
  const display = describeError(error);
  const hidden = isCrawler(navigator.userAgent);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce('a part of the app failed to load');
    if (hidden)
      console.info(`Error view not shown to a crawler: ${display.statusCode} ${display.statusMessage}`);
  }, [error, hidden, display.statusCode, display.statusMessage]);
  return hidden ? null : <ErrorView error={display} />;
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
