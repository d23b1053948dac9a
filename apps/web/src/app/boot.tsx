/**
 * Starts the app in the page's root element: the query cache, the router, and React. Loaded by
 * main.tsx (after the server's picture of the page has painted, when there is one).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

export async function mount(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // A page the server sent with its first paint (app/page-snapshot.tsx) keeps it until the app can
  // draw the same page: the first render would otherwise replace it with the loading frame.
  const drawn = container.hasAttribute('data-page-snapshot');
  if (drawn) await router.ready();
  const root = createRoot(container);
  // The drawn page is inert (page-html.ts): typing into its search box would be lost when the app
  // replaces it. The app's own page, in its place, is not.
  const takeOver = () => {
    container.removeAttribute('inert');
    container.removeAttribute('data-page-snapshot');
    // The drawn page's title and meta tags: the app's own page has added its own.
    for (const tag of document.head.querySelectorAll('[data-page-snapshot]')) tag.remove();
  };
  const render = () =>
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient} router={router} onFirstCommit={takeOver} />
      </StrictMode>,
    );
  // The drawn page stays on screen meanwhile, so its replacement may be built in slices that leave
  // the browser free to answer the visitor (a transition), rather than in one long task.
  if (drawn) startTransition(render);
  else render();
}
