/**
 * The markup of the app's first paint, written into index.html by the build
 * (tooling/static-shell.ts): the layout's loading frame (skip link, header, an empty busy main) exactly
 * as the app's first render draws it. A visitor's browser paints the header from the HTML, before any
 * script has arrived; the app's first render then replaces it with the same.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LayoutHydrateFallback } from './layout.tsx';

/** At an address no menu entry matches: the one shell serves every page, none marked current. */
export const shellPath = '/~shell';

export function renderStaticShell(): string {
  const router = createMemoryRouter([{ path: '*', Component: LayoutHydrateFallback }], {
    initialEntries: [shellPath],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
