/** /api/admin/learninghub: the domains and their lessons, for administrators (see admin-learninghub.ts). */
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { domainAdminRoutes } from './domain-admin-routes.ts';
import { topicAdminRoutes } from './topic-admin-routes.ts';

export function adminLearninghubRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().route('/domains', domainAdminRoutes({ db })).route('/', topicAdminRoutes({ db }));
}
