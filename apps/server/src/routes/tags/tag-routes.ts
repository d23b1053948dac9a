/** GET /api/tags: every topic tag, by name (a dozen or so, so no pages). */
import type { TagListResponse } from '@tinkerlabs/contract/tags';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { tags } from '../../db/schema.ts';
import { presentTag } from './tag-presenter.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';

export function tagRoutes(db: Database): Hono {
  return new Hono().get('/', async (c) => {
    const rows = await db.select().from(tags).orderBy(alphabetical(tags.name));
    const body: TagListResponse = { items: rows.map(presentTag) };
    return c.json(body);
  });
}
