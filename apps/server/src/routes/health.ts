/** GET /api/health: liveness and database reachability, for load balancers and the status badge. */
import type { HealthResponse } from '@tinkerlabs/contract/health';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';
import { appVersion } from '../version.ts';

/** `ready` is false while the database has not yet been migrated and seeded (PostgreSQL away at start). */
export function healthRoutes(database: DatabaseHandle, ready: () => boolean = () => true): Hono {
  return new Hono().get('/', async (c) => {
    const ok = ready() && (await database.ping());
    const body: HealthResponse = {
      status: ok ? 'ok' : 'degraded',
      version: appVersion,
      database: { kind: database.kind, ok },
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body, ok ? 200 : 503);
  });
}
