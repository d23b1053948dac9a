/**
 * Routes that exist only in the build made for the project's own browser tests (VITE_E2E_HOOKS):
 * a page that throws while rendering, and one that names a guard that is not registered.
 * Production builds contain none of this (the condition is replaced at build time).
 */
import type { PageRoute } from './page-routes.ts';

export const testHookRoutes: PageRoute[] =
  import.meta.env.VITE_E2E_HOOKS === 'true'
    ? [
        { path: '/__e2e/throw', load: () => import('./routes/test-hooks/throwing-page.tsx') },
        {
          path: '/__e2e/unknown-middleware',
          load: () => import('./routes/test-hooks/throwing-page.tsx'),
          middleware: ['no-such-guard'],
        },
      ]
    : [];
