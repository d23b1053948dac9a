/**
 * The router in React: `RouterProvider` draws the matched routes inside one another (each route's
 * `Outlet` is its child), the first load's fallback, and each route's error boundary; `Link` is an
 * anchor that navigates inside the app; `Await` renders a loader's promise; `ScrollRestoration`
 * manages scrolling. Names and behaviour follow React Router, which the app used before.
 */
import {
  Component,
  createContext,
  startTransition,
  useContext,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  RouteContext,
  RouteErrorContext,
  RouterContext,
  useBrowserLayoutEffect,
  useRouterContext,
} from './context.ts';
import { createMemoryRouter, type Router, type RouterState } from './create-router.ts';
import { useLocation } from './hooks.ts';
import type { Location, MemoryHistoryOptions, To } from './history.ts';
import type { RouteMatch } from './match-routes.ts';

export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useBrowserLayoutEffect(() => {
    // Each change renders as a transition, in slices that leave the browser free to answer the visitor.
    const stop = router.subscribe((next) => startTransition(() => setState(next)));
    if (router.state !== state) setState(router.state);
    return stop;
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  return <RouterContext value={value}>{renderMatches(router, state)}</RouterContext>;
}

/** The index of the route whose fallback shows while the first page loads, or -1 when it has loaded. */
function fallbackIndex(router: Router, state: RouterState): number {
  if (state.initialized) return -1;
  let fallback = -1;
  for (const [i, { route }] of state.matches.entries() as Iterable<[number, RouteMatch]>) {
    if (route.HydrateFallback) fallback = i;
    if (router.needsLoading(route)) return fallback;
  }
  return -1;
}

function renderMatches(router: Router, state: RouterState): ReactNode {
  const fallback = fallbackIndex(router, state);
  let matches: RouteMatch[] = state.matches;
  if (!state.initialized) {
    if (fallback < 0) return null;
    matches = matches.slice(0, fallback + 1);
  }
  const errorAt = state.errors
    ? matches.findIndex(({ route }) => state.errors?.[route.id] !== undefined)
    : -1;
  if (errorAt >= 0) matches = matches.slice(0, errorAt + 1);
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const { route } = matches[i] as RouteMatch;
    const Page = router.componentOf(route.id);
    const Fallback = route.HydrateFallback;
    let element: ReactNode;
    if (i === fallback && Fallback) element = <Fallback />;
    else if (Page) element = <Page />;
    else if (route.element !== undefined) element = route.element;
    else element = outlet;
    const context = { routeId: route.id, outlet };
    element = <RouteContext value={context}>{element}</RouteContext>;
    if (route.ErrorBoundary) {
      element = (
        <RouteErrorBoundary
          location={state.location}
          boundary={route.ErrorBoundary}
          context={context}
          error={i === errorAt ? state.errors?.[route.id] : undefined}
        >
          {element}
        </RouteErrorBoundary>
      );
    }
    outlet = element;
  }
  return outlet;
}

interface RouteErrorBoundaryProps {
  location: Location;
  boundary: ComponentType;
  context: { routeId: string | null; outlet: ReactNode };
  /** A failure of the route's code or data (from the router). */
  error: unknown;
  children: ReactNode;
}

/** Shows the route's ErrorBoundary for a failure of its code, data or render, until the address changes. */
class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { error: unknown; location: Location; caught: boolean }
> {
  constructor(props: RouteErrorBoundaryProps) {
    super(props);
    this.state = { error: props.error, location: props.location, caught: false };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundary['state']) {
    // A new address starts clean; on the same one, a caught render failure stays shown.
    if (props.location !== state.location || !state.caught)
      return { error: props.error, location: props.location, caught: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const Boundary = this.props.boundary;
    return (
      <RouteContext value={this.props.context}>
        <RouteErrorContext value={this.state.error}>
          <Boundary />
        </RouteErrorContext>
      </RouteContext>
    );
  }
}

/** Where the child route's page goes. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

const isExternal = (to: To) => typeof to === 'string' && /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor whose plain left click navigates inside the app (a modified click still opens a tab). */
export function Link({ to, replace, state, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const { router } = useRouterContext('Link');
  useLocation(); // a relative link's address follows the page
  if (isExternal(to)) return <a href={to as string} target={target} onClick={onClick} {...rest} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void router.navigate(to, { replace, state, preventScrollReset });
  };
  return <a href={router.createHref(to)} target={target} onClick={handleClick} {...rest} />;
}

export interface AwaitProps<T> {
  resolve: Promise<T>;
  errorElement?: ReactNode;
  children: ReactNode | ((value: T) => ReactNode);
}

type Tracked<T> = Promise<T> & { settled?: { value: T } | { error: unknown } };

/** Follows a promise's outcome on the promise itself, so a settled one renders at once. */
function track<T>(promise: Tracked<T>): Tracked<T> {
  if (!('settled' in promise)) {
    promise.settled = undefined;
    promise.then(
      (value) => (promise.settled = { value }),
      (error: unknown) => (promise.settled = { error }),
    );
  }
  return promise;
}

/**
 * Renders `children` with a promise's value, or `errorElement` if it fails; until it settles, the
 * nearest Suspense boundary's fallback shows.
 */
export function Await<T>({ resolve, errorElement = null, children }: AwaitProps<T>) {
  const settled = track(resolve as Tracked<T>).settled;
  // A pending promise suspends the render (thrown, as React Router's Await does, so a test's act() resumes it).
  if (!settled)
    throw resolve.then(
      () => undefined,
      () => undefined,
    );
  if ('error' in settled) return errorElement;
  return typeof children === 'function' ? children(settled.value) : children;
}

const ChildrenContext = createContext<ReactNode>(null);
const Children = () => useContext(ChildrenContext);

/** A router kept in memory around `children` (tests, and parts drawn outside the app). */
export function MemoryRouter({ children, ...options }: MemoryHistoryOptions & { children?: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', Component: Children }], options));
  return (
    <ChildrenContext value={children}>
      <RouterProvider router={router} />
    </ChildrenContext>
  );
}

const scrollStorageKey = 'tinkerlabs-scroll-positions';

/**
 * Scrolling on navigation: a new page starts at the top (unless the navigation asked to keep the
 * position), a link with a hash scrolls to its element, and back or forward (also after a reload)
 * returns to where the visitor was on that page.
 */
export function ScrollRestoration() {
  const { router, state } = useRouterContext('ScrollRestoration');
  const [positions] = useState(() => readPositions());
  const first = useRef(true);
  // The location whose page is on screen: after back or forward the router's location changes a
  // moment before its page is drawn and scrolled, and a reload in that moment must not file the
  // previous page's position under the new one.
  const shown = useRef<string | null>(null);

  useBrowserLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    router.onLeave((location) => {
      if (shown.current === null || shown.current === location.key)
        positions.set(location.key, window.scrollY);
    });
    const save = () => {
      positions.set(shown.current ?? router.state.location.key, window.scrollY);
      try {
        sessionStorage.setItem(scrollStorageKey, JSON.stringify([...positions].slice(-100)));
      } catch {
        // storage full or denied: positions last as long as the tab's page
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      router.onLeave(null);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router, positions]);

  const { location, historyAction, preventScrollReset, initialized } = state;
  useBrowserLayoutEffect(() => {
    if (!initialized) return;
    shown.current = location.key;
    const saved = positions.get(location.key);
    const isFirst = first.current;
    first.current = false;
    if (historyAction === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (isFirst) return; // the first page is where the browser put it
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, historyAction, preventScrollReset, initialized, positions]);

  return null;
}

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(scrollStorageKey) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}
