/** The router's hooks: the address, parameters, data, navigation state, and ways to move. */
import { useCallback, useContext, useEffect, useId, useMemo } from 'react';
import type { Blocker, BlockerFunction, NavigateOptions } from './create-router.ts';
import { RouteContext, RouteErrorContext, useRouterContext } from './context.ts';
import type { Location, NavigationType, To } from './history.ts';
import type { Params } from './match-routes.ts';

export function useLocation(): Location {
  return useRouterContext('useLocation').state.location;
}

export function useNavigationType(): NavigationType {
  return useRouterContext('useNavigationType').state.historyAction;
}

export function useNavigation() {
  return useRouterContext('useNavigation').state.navigation;
}

export function useParams<T extends Params = Params>(): T {
  return (useRouterContext('useParams').state.matches[0]?.params ?? {}) as T;
}

export function useLoaderData(): unknown {
  const { state } = useRouterContext('useLoaderData');
  const { routeId } = useContext(RouteContext);
  return routeId === null ? undefined : state.loaderData[routeId];
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function useRevalidator() {
  const { router, state } = useRouterContext('useRevalidator');
  return useMemo(
    () => ({ revalidate: () => router.revalidate(), state: state.revalidation }),
    [router, state],
  );
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext('useNavigate');
  return useMemo(
    () => ((to: To | number, options?: NavigateOptions) => router.navigate(to, options)) as NavigateFunction,
    [router],
  );
}

export type SearchParamsInit =
  string | URLSearchParams | Record<string, string | string[]> | [string, string][];

/** Like `new URLSearchParams(init)`, with a list value giving one parameter per item. */
export function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init))
    return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init))
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params;
}

export function useSearchParams() {
  const { router, state } = useRouterContext('useSearchParams');
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const current = new URLSearchParams(router.state.location.search);
      const value = createSearchParams(typeof next === 'function' ? next(current) : next);
      return router.navigate(`?${value.toString()}`, options);
    },
    [router],
  );
  return [params, setParams] as const;
}

/** Holds navigations back while `shouldBlock` says so: the returned blocker can then proceed or reset. */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const { router } = useRouterContext('useBlocker');
  const key = useId();
  const test = useCallback<BlockerFunction>(
    (args) => (typeof shouldBlock === 'function' ? shouldBlock(args) : shouldBlock),
    [shouldBlock],
  );
  useEffect(() => router.setBlocker(key, test), [router, key, test]);
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  return router.getBlocker(key);
}
