/**
 * The data router: the address, the routes it selects, and their code and data. A navigation loads
 * the next page's code (`lazy`) and data (`loader`) side by side while the current page stays on
 * screen (`navigation.state` is 'loading'), then moves the history and shows the new page at once.
 * A loader may throw `redirect(path)`; any other failure goes to the nearest route with an
 * `ErrorBoundary`. A later navigation cancels an earlier one. Blockers can hold a navigation back
 * (unsaved changes), also back and forward. The API follows React Router's data routers, which the
 * app used before (their names, shapes and timing), at a sixth of the size.
 */
import type { ComponentType } from 'react';
import {
  createBrowserHistory,
  createKey,
  createMemoryHistory,
  createPath,
  resolveTo,
  type Location,
  type MemoryHistoryOptions,
  type NavigationType,
  type RouterHistory,
  type To,
} from './history.ts';
import {
  matchRoutes,
  rankBranches,
  toDataRoutes,
  type DataRoute,
  type RouteMatch,
  type RouteObject,
} from './match-routes.ts';

export interface Navigation {
  state: 'idle' | 'loading';
  location?: Location;
}

export interface RouterState {
  historyAction: NavigationType;
  location: Location;
  matches: RouteMatch[];
  /** False until the first page's code and data have loaded (or failed). */
  initialized: boolean;
  navigation: Navigation;
  revalidation: 'idle' | 'loading';
  loaderData: Record<string, unknown>;
  /** The failure to show, by the id of the route whose ErrorBoundary shows it. */
  errors: Record<string, unknown> | null;
  /** Whether the new page keeps the scroll position (a filter change) rather than starting at the top. */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: NavigationType;
}) => boolean;

export type Blocker =
  | { state: 'unblocked'; location: undefined; proceed: undefined; reset: undefined }
  | { state: 'blocked' | 'proceeding'; location: Location; proceed: () => void; reset: () => void };

export const unblocked: Blocker = {
  state: 'unblocked',
  location: undefined,
  proceed: undefined,
  reset: undefined,
};

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  revalidate(): Promise<void>;
  /** The resolved address of `to` from the current page, as an href. */
  createHref(to: To): string;
  /** The page component a route's lazy module gave (or its own). */
  componentOf(routeId: string): ComponentType | null | undefined;
  /** Whether a route has data to load, or code not loaded yet. */
  needsLoading(route: DataRoute): boolean;
  /** Registers (or updates) a blocker's test under `key`. */
  setBlocker(key: string, fn: BlockerFunction): void;
  getBlocker(key: string): Blocker;
  deleteBlocker(key: string): void;
  /** Called with the page being left, just before the next one is shown (to keep its scroll position). */
  onLeave(listener: ((location: Location) => void) | null): void;
  /** Resolves once the first page has loaded. */
  ready(): Promise<RouterState>;
  dispose(): void;
}

/** A redirect for a loader to throw. */
export function redirect(to: string, status = 302): Response {
  return new Response(null, { status, headers: { Location: to } });
}

const redirectTarget = (value: unknown): string | null =>
  value instanceof Response && value.status >= 300 && value.status < 400
    ? value.headers.get('Location')
    : null;

/** The failure shown when no route matches (the app's own tables end in a catch-all, so only in tests). */
export class RouteNotFound extends Error {
  readonly status = 404;
  constructor(pathname: string) {
    super(`No route matches ${pathname}`);
  }
}

export function createRouter(routes: RouteObject[], history: RouterHistory): Router {
  const dataRoutes = toDataRoutes(routes);
  const branches = rankBranches(dataRoutes);
  const components = new Map<string, ComponentType | null | undefined>();
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFns = new Map<string, BlockerFunction>();
  const blockers = new Map<string, Blocker>();
  let pending: AbortController | null = null;
  let navigationId = 0;
  /** A back or forward that a blocker undid, waiting for proceed (its distance). */
  let blockedPop = 0;
  let ignorePops = 0;
  let skipBlockers = false;
  let leaveListener: ((location: Location) => void) | null = null;

  const registerComponents = (list: DataRoute[]): void =>
    list.forEach((route) => {
      if (!route.lazy) components.set(route.id, route.Component);
      if (route.children) registerComponents(route.children);
    });
  registerComponents(dataRoutes);

  const match = (pathname: string) => matchRoutes(branches, pathname);
  const routeNeedsLoading = (route: DataRoute) =>
    Boolean(route.loader || (route.lazy && !components.has(route.id)));
  const needsLoading = (matches: RouteMatch[] | null) =>
    !matches || matches.some(({ route }) => routeNeedsLoading(route));
  /** The failure for an address no route matches, shown by the outermost route. */
  const notFound = (pathname: string) => ({
    [dataRoutes[0]?.id ?? '0']: new RouteNotFound(pathname),
  });

  const initialMatches = match(history.location.pathname);
  let state: RouterState = {
    historyAction: 'POP',
    location: history.location,
    matches: initialMatches ?? [],
    initialized: !needsLoading(initialMatches),
    navigation: { state: 'idle' },
    revalidation: 'idle',
    loaderData: {},
    errors: initialMatches ? null : notFound(history.location.pathname),
    preventScrollReset: false,
  };

  const update = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  };

  const boundaryFor = (matches: RouteMatch[], index: number) => {
    for (let i = Math.min(index, matches.length - 1); i >= 0; i--)
      if (matches[i]?.route.ErrorBoundary) return i;
    return 0;
  };

  /** Loads the matched routes' code and data; a redirect's target, or the page's data and failure. */
  async function load(matches: RouteMatch[] | null, location: Location, signal: AbortSignal) {
    if (!matches) return { loaderData: {}, errors: notFound(location.pathname) };
    const request = new Request(new URL(createPath(location), history.origin), { signal });
    const results = await Promise.allSettled(
      matches.map(async ({ route, params }) => {
        const code =
          route.lazy && !components.has(route.id)
            ? route.lazy().then((module) => components.set(route.id, module.Component ?? route.Component))
            : null;
        const data = route.loader ? route.loader({ request, params }) : undefined;
        const [value] = await Promise.all([data, code]);
        return value;
      }),
    );
    const loaderData: Record<string, unknown> = {};
    let errors: Record<string, unknown> | null = null;
    for (const [i, result] of results.entries()) {
      const { route } = matches[i] as RouteMatch;
      if (result.status === 'fulfilled') {
        if (route.loader) loaderData[route.id] = result.value;
        continue;
      }
      const target = redirectTarget(result.reason);
      if (target) return { redirect: target };
      if (errors) continue; // the outermost failure is the one shown
      errors = { [(matches[boundaryFor(matches, i)] as RouteMatch).route.id]: result.reason };
    }
    return { loaderData, errors };
  }

  async function start(
    action: NavigationType,
    location: Location,
    options: NavigateOptions = {},
    redirects = 0,
  ) {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const id = ++navigationId;
    const matches = match(location.pathname);
    const samePage =
      state.initialized &&
      location.pathname === state.location.pathname &&
      location.search === state.location.search &&
      location.hash !== state.location.hash &&
      action !== 'POP';
    if (samePage) {
      commit(action, location, state, options); // only the hash moved: same page, same data
      return;
    }
    if (state.initialized && !needsLoading(matches)) {
      commit(action, location, { matches: matches ?? [], loaderData: {}, errors: null }, options);
      return;
    }
    if (state.initialized) update({ navigation: { state: 'loading', location } });
    const result = await load(matches, location, controller.signal);
    if (id !== navigationId) return; // a later navigation took over
    pending = null;
    if ('redirect' in result && result.redirect) {
      const next = { ...resolveTo(result.redirect, location), state: null, key: createKey() };
      const replace = !state.initialized || action === 'REPLACE' || action === 'POP';
      if (redirects > 20) throw new Error(`Too many redirects from ${createPath(location)}`);
      await start(replace ? 'REPLACE' : 'PUSH', next, {}, redirects + 1);
      return;
    }
    commit(action, location, { matches: matches ?? [], ...result } as Loaded, options);
  }

  type Loaded = {
    matches: RouteMatch[];
    loaderData: Record<string, unknown>;
    errors: Record<string, unknown> | null;
  };

  function commit(action: NavigationType, location: Location, loaded: Loaded, options: NavigateOptions) {
    if (state.initialized) leaveListener?.(state.location);
    if (action === 'PUSH') history.push(location);
    else if (action === 'REPLACE') history.replace(location);
    update({
      historyAction: action,
      location,
      matches: loaded.matches,
      loaderData: loaded.loaderData,
      errors: loaded.errors,
      initialized: true,
      navigation: { state: 'idle' },
      preventScrollReset: Boolean(options.preventScrollReset),
    });
  }

  function blockedBy(next: Location, action: NavigationType): string | null {
    if (skipBlockers) {
      skipBlockers = false;
      return null;
    }
    for (const [key, fn] of blockerFns) {
      if (fn({ currentLocation: state.location, nextLocation: next, historyAction: action })) return key;
    }
    return null;
  }

  /** A navigation went ahead: no blocker holds one any more. */
  function releaseBlockers() {
    for (const [name, blocker] of blockers) if (blocker.state !== 'unblocked') blockers.set(name, unblocked);
  }

  function block(key: string, next: Location, go: () => void) {
    blockers.set(key, {
      state: 'blocked',
      location: next,
      proceed: () => {
        blockers.set(key, { ...(blockers.get(key) as Blocker & { state: 'blocked' }), state: 'proceeding' });
        skipBlockers = true;
        go();
      },
      reset: () => {
        blockedPop = 0;
        blockers.set(key, unblocked);
        update({});
      },
    });
    update({});
  }

  const stopListening = history.listen((location, delta) => {
    if (ignorePops > 0) {
      ignorePops -= 1;
      return;
    }
    const key = blockedBy(location, 'POP');
    if (key) {
      // The browser has already moved: go back to where the visitor was, and hold the move.
      blockedPop = delta;
      ignorePops += 1;
      history.go(-delta);
      block(key, location, () => history.go(blockedPop));
      return;
    }
    releaseBlockers();
    void start('POP', location);
  });

  const router: Router = {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolveTo(to, state.location);
      const next: Location = { ...path, state: options.state ?? null, key: createKey() };
      const replace = options.replace ?? createPath(path) === createPath(state.location);
      const action: NavigationType = replace ? 'REPLACE' : 'PUSH';
      const key = blockedBy(next, action);
      if (key) {
        block(key, next, () => void router.navigate(to, options));
        return;
      }
      releaseBlockers();
      await start(action, next, options);
    },
    async revalidate() {
      if (!state.initialized) return;
      const id = navigationId;
      update({ revalidation: 'loading' });
      const controller = new AbortController();
      const result = await load(state.matches, state.location, controller.signal);
      if (id !== navigationId) return;
      if ('redirect' in result && result.redirect) {
        update({ revalidation: 'idle' });
        await router.navigate(result.redirect, { replace: true });
        return;
      }
      update({ revalidation: 'idle', loaderData: result.loaderData, errors: result.errors ?? null });
    },
    createHref: (to) => createPath(resolveTo(to, state.location)),
    componentOf: (routeId) => components.get(routeId),
    needsLoading: routeNeedsLoading,
    setBlocker(key, fn) {
      blockerFns.set(key, fn);
    },
    getBlocker: (key) => blockers.get(key) ?? unblocked,
    onLeave(listener) {
      leaveListener = listener;
    },
    deleteBlocker(key) {
      blockerFns.delete(key);
      blockers.delete(key);
    },
    ready() {
      if (state.initialized) return Promise.resolve(state);
      return new Promise((resolve) => {
        const stop = router.subscribe((next) => {
          if (!next.initialized) return;
          stop();
          resolve(next);
        });
      });
    },
    dispose() {
      stopListening();
      pending?.abort();
      listeners.clear();
    },
  };

  if (!state.initialized) void start('POP', state.location);
  return router;
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

export function createMemoryRouter(routes: RouteObject[], options: MemoryHistoryOptions = {}): Router {
  return createRouter(routes, createMemoryHistory(options));
}
