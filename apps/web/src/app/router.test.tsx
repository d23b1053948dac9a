import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveRedirectPath } from '@/lib/auth/redirect-path.ts';
import { announceAuthChange } from '@/lib/auth/session-store.ts';
import { contentApiRoutes } from '@/testing/content-fixtures.ts';
import { adminViewer, errorResponse, jsonResponse, sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { registerGuards } from './guards.ts';
import { pageRoutes, type PageRoute } from './page-routes.ts';
import { createAppRoutes } from './router.tsx';

type AppRouter = ReturnType<typeof createMemoryRouter>;

/** As the real app does: one query cache shared by the route loaders and the pages. */
function renderWithProviders(createRouter: (queryClient: QueryClient) => AppRouter) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter(queryClient);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function renderApp(path: string, routes?: PageRoute[]) {
  return renderWithProviders((queryClient) =>
    createMemoryRouter(createAppRoutes(queryClient, routes), { initialEntries: [path] }),
  );
}

let api: ReturnType<typeof stubApi>;

beforeAll(() => {
  registerGuards(); // as createAppRouter does
});

const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });

function ThrowingPage(): never {
  throw new Error('The chart failed to draw.');
}

const throwingRoutes: PageRoute[] = [
  { path: '/boom', load: async () => ({ Component: ThrowingPage }) },
  { path: '/guarded', load: async () => ({ Component: () => <h1>Guarded page</h1> }), middleware: ['nope'] },
];

beforeEach(() => {
  window.matchMedia = vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
  // jsdom does not implement scrolling; ScrollRestoration calls it on every navigation.
  window.scrollTo = vi.fn();
  // Signed in as an administrator, so every guarded page opens; the profile page loads its data.
  api = stubApi({
    ...contentApiRoutes,
    'GET /api/auth/session': sessionAnswer(adminViewer),
    'GET /api/profile': () => jsonResponse(200, { email: adminViewer.user.email, username: null }),
    'GET /api/auth/sessions': () => jsonResponse(200, { sessions: [] }),
  });
});

// The session store is shared by the test files of a worker: start from this file's session, not
// from whatever an earlier file left there.
beforeEach(async () => {
  await announceAuthChange();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createAppRoutes', () => {
  it('shows the not-found page inside the layout for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · TinkerLabs'));
  });

  it('shows the fatal 404 view, without the layout, for a parameter that fails its check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/articles/Not_A_Slug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /articles/Not_A_Slug' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('404');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(mainNav()).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a page whose parameter passes its check, with the data its loader fetched', async () => {
    renderApp('/articles/sample-slug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'PID control explained' }),
    ).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/articles/sample-slug')).toHaveLength(1);
  });

  it('shows the non-fatal 404 view inside the layout when the API has no such article', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/articles/no-such-article');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /articles/no-such-article' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('404');
    expect(mainNav()).toBeInTheDocument();
  });

  it("shows the About page and sets the document's title", async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About TinkerLabs' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About · TinkerLabs'));
  });

  it('shows the error view with status 500 and the message inside the layout when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/boom', throwingRoutes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1, name: 'The chart failed to draw.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
  });

  it('fails loudly, inside the layout, for a route naming an unregistered middleware', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/guarded', throwingRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: "Unknown route middleware: 'nope'" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('500');
    expect(screen.queryByText('Guarded page')).not.toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
  });

  it('shows a crawler no error view, only a console note', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
    );
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderApp('/boom', throwingRoutes);
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith('Error view not shown to a crawler: 500 The chart failed to draw.'),
    );
    expect(mainNav()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('500')).not.toBeInTheDocument();
    expect(screen.queryByText('The chart failed to draw.')).not.toBeInTheDocument();
  });
});

describe('pageRoutes', () => {
  const sampleValues = { slug: 'sample-slug', uniqueKey: 'ESP32-DEVKITC-32E' } as const;

  /** The route's path with every parameter replaced by a value that passes its check. */
  const samplePath = (route: PageRoute) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => {
      const rule = route.params?.[name];
      if (!rule) throw new Error(`${route.path} has no check for :${name}`);
      return sampleValues[rule];
    });

  it('has no duplicate paths', () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // /auth/confirm is opened from the emailed link; without a token it explains itself (see below).
  const pagesWithoutInput = pageRoutes.filter((route) => route.path !== '/auth/confirm');

  // The route modules are compiled on first import, which on a busy CI machine takes longer than a
  // findBy waits for the larger labs (d3, the editors): compile them first, so each test measures the
  // page, not the compiler.
  beforeAll(async () => {
    await Promise.all(pagesWithoutInput.map((route) => route.load()));
  }, 180_000);

  it.each(pagesWithoutInput.map((route) => [samplePath(route), route] as const))(
    '%s shows its page inside the layout',
    async (path) => {
      const router = renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent(/^$|Page not found/);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(mainNav()).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path); // no guard sent the administrator away
    },
  );

  it('/auth/confirm without a token says the link is incomplete and offers a new one', async () => {
    renderApp('/auth/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming Sign-In' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is incomplete. Ask for a new link below.',
    );
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument();
    expect(mainNav()).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/auth/confirm')).toBe(false);
  });
});

describe('/auth/confirm in the browser', () => {
  // The page reads the token from the address bar, as the emailed link opens it.
  function openLink(address: string) {
    window.history.replaceState(null, '', address);
    return renderWithProviders((queryClient) => createBrowserRouter(createAppRoutes(queryClient)));
  }

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('posts the token, then lands on the page saved before sign-in', async () => {
    api.routes['POST /api/auth/confirm'] = () => new Response(null, { status: 204 });
    saveRedirectPath('/dashboard/messages');
    const router = openLink('/auth/confirm?token=sample-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/api/auth/confirm',
      body: { token: 'sample-token' },
    });
    expect(router.state.location.pathname).toBe('/dashboard/messages');
    expect(window.location.search).toBe('');
    router.dispose();
  });

  it('lands on /dashboard when no page was saved', async () => {
    api.routes['POST /api/auth/confirm'] = () => new Response(null, { status: 204 });
    const router = openLink('/auth/confirm?token=sample-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    router.dispose();
  });

  it("shows the server's reason for a used or expired link, and the form to ask for a new one", async () => {
    api.routes['POST /api/auth/confirm'] = () =>
      errorResponse(
        400,
        'bad_request',
        'This sign-in link has expired, was already used, or is not valid. Ask for a new link below.',
      );
    const router = openLink('/auth/confirm?token=used-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired, was already used, or is not valid. Ask for a new link below.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ask for a new link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In with Email' })).toBeInTheDocument();
    expect(window.location.search).toBe(''); // the token does not stay in the history
    router.dispose();
  });
});
