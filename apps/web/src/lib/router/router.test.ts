import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, redirect, type Router } from './create-router.ts';
import { createPath, resolveTo } from './history.ts';
import {
  matchRoutes,
  rankBranches,
  toDataRoutes,
  type LoaderFunctionArgs,
  type RouteObject,
} from './match-routes.ts';

const Page = () => null;
const Boundary = () => null;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
}

const pathOf = (router: Router) => createPath(router.state.location);

describe('matchRoutes', () => {
  const routes = toDataRoutes([
    {
      Component: Page,
      children: [
        { path: '*', Component: Page },
        { path: '/resources/:slug', Component: Page },
        { path: '/resources/rl/books', Component: Page },
        { path: '/articles/:slug', Component: Page },
        { path: '/articles', Component: Page },
        { path: '/', Component: Page },
      ],
    },
  ]);
  const branches = rankBranches(routes);
  const leaf = (pathname: string) => matchRoutes(branches, pathname)?.at(-1);

  it('prefers a static segment to a dynamic one, and anything to the catch-all, whatever their order', () => {
    expect(leaf('/resources/rl/books')?.route.path).toBe('/resources/rl/books');
    expect(leaf('/resources/arduino-guide')?.route.path).toBe('/resources/:slug');
    expect(leaf('/articles')?.route.path).toBe('/articles');
    expect(leaf('/')?.route.path).toBe('/');
    expect(leaf('/resources/rl/books/extra')?.route.path).toBe('*');
  });

  it('gives the parents with the page, all sharing the parameters', () => {
    const matches = matchRoutes(branches, '/articles/pid%20control');
    expect(matches?.map((match) => match.route.path)).toEqual([undefined, '/articles/:slug']);
    expect(matches?.[0]?.params).toEqual({ slug: 'pid control' });
    expect(matches?.[0]?.params).toBe(matches?.[1]?.params);
  });

  it('ignores letter case and a trailing slash, and keeps a malformed escape as written', () => {
    expect(leaf('/Articles/')?.route.path).toBe('/articles');
    expect(leaf('/articles/100%')?.params).toEqual({ slug: '100%' });
    expect(leaf('/nowhere/at/all')?.params).toEqual({ '*': 'nowhere/at/all' });
  });
});

describe('resolveTo', () => {
  const from = { pathname: '/labs/hardware', search: '?page=2' };
  it('resolves absolute, search-only, hash-only and relative targets like links inside a page', () => {
    expect(resolveTo('/articles?tag=a#top', from)).toEqual({
      pathname: '/articles',
      search: '?tag=a',
      hash: '#top',
    });
    expect(resolveTo('?id=7', from)).toEqual({ pathname: '/labs/hardware', search: '?id=7', hash: '' });
    expect(resolveTo('?', from)).toEqual({ pathname: '/labs/hardware', search: '', hash: '' });
    expect(resolveTo('.', from)).toEqual({ pathname: '/labs/hardware', search: '', hash: '' });
    expect(resolveTo('..', from)).toEqual({ pathname: '/labs', search: '', hash: '' });
    expect(resolveTo('sensors', from).pathname).toBe('/labs/hardware/sensors');
  });
});

describe('createMemoryRouter', () => {
  it('shows a page at once when nothing needs loading', () => {
    const router = createMemoryRouter([{ path: '/', Component: Page }], { initialEntries: ['/'] });
    expect(router.state.initialized).toBe(true);
    expect(router.componentOf(router.state.matches[0]!.route.id)).toBe(Page);
  });

  it("loads a page's code and data side by side, keeping the old page until both have arrived", async () => {
    const code = deferred<{ Component: typeof Page }>();
    const data = deferred<string>();
    const loader = vi.fn((_args: LoaderFunctionArgs) => data.promise);
    const router = createMemoryRouter(
      [
        { path: '/', Component: Page },
        { path: '/next/:id', lazy: () => code.promise, loader },
      ],
      { initialEntries: ['/'] },
    );
    const done = router.navigate('/next/7?x=1');
    expect(loader).toHaveBeenCalledTimes(1); // before the code has arrived
    expect(loader.mock.calls[0]?.[0].params).toEqual({ id: '7' });
    expect(new URL(loader.mock.calls[0]![0].request.url).pathname).toBe('/next/7');
    expect(router.state.navigation.state).toBe('loading');
    expect(pathOf(router)).toBe('/');
    data.resolve('seven');
    await Promise.resolve();
    expect(pathOf(router)).toBe('/');
    code.resolve({ Component: Page });
    await done;
    expect(pathOf(router)).toBe('/next/7?x=1');
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.loaderData[router.state.matches[0]!.route.id]).toBe('seven');
  });

  it("follows a loader's redirect, replacing the first page's entry", async () => {
    const router = createMemoryRouter(
      [
        { path: '/dashboard', loader: () => Promise.reject(redirect('/?notice=sign-in')), Component: Page },
        { path: '/', Component: Page },
      ],
      { initialEntries: ['/dashboard'] },
    );
    const state = await router.ready();
    expect(createPath(state.location)).toBe('/?notice=sign-in');
    expect(state.historyAction).toBe('REPLACE');
  });

  it('gives a failure to the nearest route with an ErrorBoundary', async () => {
    const failure = new Error('offline');
    const routes: RouteObject[] = [
      {
        id: 'root',
        ErrorBoundary: Boundary,
        children: [
          {
            id: 'pages',
            ErrorBoundary: Boundary,
            children: [{ path: '/a', loader: () => Promise.reject(failure), Component: Page }],
          },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/a'] });
    const state = await router.ready();
    expect(state.errors).toEqual({ pages: failure });
  });

  it('lets the latest navigation win when an earlier one is slower', async () => {
    const slow = deferred<string>();
    const router = createMemoryRouter(
      [
        { path: '/', Component: Page },
        { path: '/slow', loader: () => slow.promise, Component: Page },
        { path: '/fast', loader: () => 'fast', Component: Page },
      ],
      { initialEntries: ['/'] },
    );
    const first = router.navigate('/slow');
    await router.navigate('/fast');
    slow.resolve('slow');
    await first;
    expect(pathOf(router)).toBe('/fast');
  });

  it('moves to a hash on the same page without loading its data again', async () => {
    const loader = vi.fn(() => 'data');
    const router = createMemoryRouter([{ path: '/a', loader, Component: Page }], { initialEntries: ['/a'] });
    await router.ready();
    await router.navigate('#part-2');
    expect(pathOf(router)).toBe('/a#part-2');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(Object.values(router.state.loaderData)).toEqual(['data']);
  });

  describe('blockers', () => {
    const setup = () => {
      const router = createMemoryRouter(
        [
          { path: '/edit', Component: Page },
          { path: '/list', Component: Page },
        ],
        { initialEntries: ['/list', '/edit'] },
      );
      router.setBlocker('unsaved', ({ nextLocation }) => nextLocation.pathname !== '/edit');
      return router;
    };

    it('hold a navigation until it proceeds, or drop it on reset', async () => {
      const router = setup();
      await router.navigate('/list');
      expect(pathOf(router)).toBe('/edit');
      const held = router.getBlocker('unsaved');
      expect(held.state).toBe('blocked');
      held.reset?.();
      expect(router.getBlocker('unsaved').state).toBe('unblocked');
      expect(pathOf(router)).toBe('/edit');

      await router.navigate('/list');
      router.getBlocker('unsaved').proceed?.();
      await vi.waitFor(() => expect(pathOf(router)).toBe('/list'));
      expect(router.getBlocker('unsaved').state).toBe('unblocked');
    });

    it('undo a back button press until it proceeds', async () => {
      const router = setup();
      await router.navigate(-1);
      expect(pathOf(router)).toBe('/edit');
      expect(router.getBlocker('unsaved')).toMatchObject({
        state: 'blocked',
        location: { pathname: '/list' },
      });
      router.getBlocker('unsaved').proceed?.();
      await vi.waitFor(() => expect(pathOf(router)).toBe('/list'));
      expect(router.state.historyAction).toBe('POP');
    });
  });
});
