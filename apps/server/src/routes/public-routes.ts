/**
 * The public read API and the contact form, mounted under /api: one line per resource, so the URL
 * map of the public site is readable in one place.
 */
import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { articleRoutes } from './articles/article-routes.ts';
import { blogPostRoutes } from './blog-posts/blog-post-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { boardRoutes } from './labs/boards/board-routes.ts';
import { hardwareRoutes } from './labs/hardware/hardware-routes.ts';
import { labLessonRoutes } from './labs/lessons/lab-lesson-routes.ts';
import { programmingRoutes } from './labs/programming/programming-routes.ts';
import { simulatorRoutes } from './labs/simulators/simulator-routes.ts';
import { learninghubRoutes } from './learninghub/learninghub-routes.ts';
import { projectRoutes } from './projects/project-routes.ts';
import { resourceRoutes } from './resources/resource-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { storeRoutes } from './stores/store-routes.ts';
import { tagRoutes } from './tags/tag-routes.ts';
import { courseRoutes } from './youniversity/course-routes.ts';

/** `events` carries the contact form's announcement of a new message to the administrators. */
export function publicRoutes(options: { db: Database; events?: EventBus }): Hono<AppEnv> {
  const { db, events } = options;
  return new Hono<AppEnv>()
    .route('/articles', articleRoutes(db))
    .route('/blog-posts', blogPostRoutes(db))
    .route('/projects', projectRoutes(db))
    .route('/resources', resourceRoutes(db))
    .route('/stores', storeRoutes(db))
    .route('/learninghub', learninghubRoutes(db))
    .route('/labs/boards', boardRoutes(db))
    .route('/labs/hardware', hardwareRoutes(db))
    .route('/labs/simulators', simulatorRoutes(db))
    .route('/labs/programming', programmingRoutes(db))
    .route('/labs/lessons', labLessonRoutes(db))
    .route('/youniversity', courseRoutes(db))
    .route('/tags', tagRoutes(db))
    .route('/search', searchRoutes(db))
    .route('/contact', contactRoutes(db, events));
}
