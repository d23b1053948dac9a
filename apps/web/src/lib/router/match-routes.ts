/**
 * Route matching: which chain of routes (root, layouts, page) an address selects, and the values of
 * its dynamic segments. Routes are ranked as React Router ranks them: a static segment beats a
 * dynamic one (`:slug`), which beats a splat (`*`); between equals, the earlier route wins. Matching
 * ignores letter case and a trailing slash; parameter values are URL-decoded.
 */
import type { ComponentType, ReactNode } from 'react';

export type Params = Record<string, string | undefined>;

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

/** What a lazy route loads: its page component. */
export interface LazyRouteModule {
  Component?: ComponentType | null;
}

export interface RouteObject {
  id?: string;
  /** Absolute (`/articles/:slug`) or relative to the parent; none for a layout that only wraps. */
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  /** The page as an element, in place of `Component`. */
  element?: ReactNode;
  /** Shown in place of the route's own component when its code, data or render fails. */
  ErrorBoundary?: ComponentType | null;
  /** Shown while the first page loads, in place of this route's component. */
  HydrateFallback?: ComponentType | null;
  lazy?: () => Promise<LazyRouteModule>;
  loader?: (args: LoaderFunctionArgs) => unknown;
  children?: RouteObject[];
}

/** A route with its id, made unique by the router (the parent's id and its position). */
export interface DataRoute extends RouteObject {
  id: string;
  children?: DataRoute[];
}

export interface RouteMatch {
  route: DataRoute;
  /** Every dynamic segment of the whole match (all matches of one address share the object). */
  params: Params;
}

/** Gives each route an id (`0`, `0-1`, …) unless it has one. */
export function toDataRoutes(routes: RouteObject[], parentId = ''): DataRoute[] {
  return routes.map((route, index) => {
    const id = route.id ?? (parentId ? `${parentId}-${index}` : String(index));
    return { ...route, id, children: route.children ? toDataRoutes(route.children, id) : undefined };
  });
}

interface Branch {
  routes: DataRoute[];
  segments: string[];
  score: number;
  order: number;
}

const staticScore = 10;
const dynamicScore = 3;
const indexScore = 2;
const emptyScore = 1;
const splatPenalty = -2;

function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? indexScore : 0);
  if (segments.includes('*')) score += splatPenalty;
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? dynamicScore : segment === '' ? emptyScore : staticScore;
  }
  return score;
}

const splitPath = (path: string) => path.split('/').filter(Boolean);

/** Every route that can end a match, with its parents, full pattern and rank, best first. */
export function rankBranches(routes: DataRoute[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (list: DataRoute[], parents: DataRoute[], parentSegments: string[]) => {
    for (const route of list) {
      const own = route.path === undefined ? [] : splitPath(route.path);
      const segments = route.path?.startsWith('/') ? own : [...parentSegments, ...own];
      const chain = [...parents, route];
      if (route.children?.length) walk(route.children, chain, segments);
      if (route.path !== undefined || route.index)
        branches.push({ routes: chain, segments, score: scoreOf(segments, Boolean(route.index)), order: 0 });
    }
  };
  walk(routes, [], []);
  branches.forEach((branch, order) => (branch.order = order));
  // Children were pushed before their parents: among equals, the deeper route is listed first, as in React Router.
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // a malformed escape is kept as written rather than failing the page
  }
}

function matchBranch(branch: Branch, parts: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < branch.segments.length; i++) {
    const segment = branch.segments[i] ?? '';
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

/** The routes an address selects, outermost first, or null when none does. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  const parts = splitPath(pathname);
  for (const branch of branches) {
    const params = matchBranch(branch, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
