/**
 * Named route middleware (guards). A route lists the names it needs; each name must be registered.
 * A guard returns nothing to let the navigation go on, or a path to redirect to.
 */
import { redirect } from 'react-router';
import { createError } from './app-error.ts';

export interface GuardContext {
  request: Request;
  url: URL;
}

export type RouteGuard = (context: GuardContext) => string | void | Promise<string | void>;

const registry = new Map<string, RouteGuard>();

export function registerRouteMiddleware(name: string, guard: RouteGuard): void {
  registry.set(name, guard);
}

/** Runs the named guards in order; the first redirect wins. Unknown names fail loudly. */
export async function runRouteMiddleware(names: readonly string[], request: Request): Promise<void> {
  const url = new URL(request.url);
  for (const name of names) {
    const guard = registry.get(name);
    if (!guard) throw createError({ statusCode: 500, statusMessage: `Unknown route middleware: '${name}'` });
    const target = await guard({ request, url });
    if (target) throw redirect(target);
  }
}
