/** GET /api/youniversity: free university-level courses, by level and tag. */
import { courseListQuerySchema, type CourseListResponse } from '@tinkerlabs/contract/youniversity';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../db/queries/pagination.ts';
import { readQuery } from '../../http/query.ts';
import { presentCourse } from './course-presenter.ts';
import { listCourses } from './course-queries.ts';

export function courseRoutes(db: Database): Hono {
  return new Hono().get('/', async (c) => {
    const query = readQuery(c, courseListQuerySchema);
    const { rows, tags, total } = await listCourses(db, query);
    const page: CourseListResponse = toPage(
      rows.map((row) => presentCourse(row, tags.get(row.id) ?? [])),
      total,
      query,
    );
    return c.json(page);
  });
}
