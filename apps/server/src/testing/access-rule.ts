/**
 * One row of the dashboard authorisation matrix (policies/dashboard-authorisation.test.ts): a route
 * of the dashboard API, how to build a concrete request to it, and the status each kind of caller
 * gets. Each route folder exports its rows from an `access-rules.ts` beside its routes; the matrix
 * test collects every such file and fails for any /api/me, /api/review or /api/admin route that no
 * row covers, so a new route cannot be forgotten.
 */
import type { SignedInApp } from './signed-in-app.ts';

export type Caller = 'anonymous' | 'owner' | 'otherMember' | 'admin';

export interface AccessContext {
  t: SignedInApp;
  /** The members' user ids and session cookies ('owner' owns what `prepare` creates). */
  users: Record<Exclude<Caller, 'anonymous'>, { id: string; cookie: string }>;
}

export interface AccessRule {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered in Hono, e.g. '/api/me/stores/:id'. */
  route: string;
  /**
   * Creates what the request needs (fresh for every caller, so a DELETE by one caller does not
   * affect the next) and returns the concrete path and JSON body.
   */
  prepare: (context: AccessContext) => Promise<{ path: string; body?: unknown }>;
  expected: Record<Caller, number>;
}
