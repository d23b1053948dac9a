/**
 * Mounts the submission workflow of every kind: /me/{kind} (members), /review/{kind}
 * (administrators' queues) and /admin/{kind} (management). app.ts mounts the result under /api.
 */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { itemKind } from './items/item-kind.ts';
import { projectKind } from './projects/project-kind.ts';
import { adminSubmissionRoutes } from './shared/admin-submission-routes.ts';
import { memberSubmissionRoutes } from './shared/member-submission-routes.ts';
import { reviewSubmissionRoutes } from './shared/review-submission-routes.ts';
import { storeKind } from './stores/store-kind.ts';

const kinds = [
  { spec: storeKind, lookup: 'by-slug' },
  { spec: itemKind, lookup: 'by-key' },
  { spec: projectKind, lookup: 'by-slug' },
] as const;

export function submissionRoutes({ db, events }: { db: Database; events: EventBus }) {
  const routes = new Hono<AppEnv>();
  for (const { spec, lookup } of kinds) {
    routes.route(`/me/${spec.kind}`, memberSubmissionRoutes(spec, { db, events }));
    routes.route(`/review/${spec.kind}`, reviewSubmissionRoutes(spec, { db, events }));
    routes.route(`/admin/${spec.kind}`, adminSubmissionRoutes(spec, { db, events, lookup }));
  }
  return routes;
}
