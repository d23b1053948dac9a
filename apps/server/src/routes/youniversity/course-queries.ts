/** Reads of the YoUniversity catalogue: a filtered page of courses. */
import type { courseListQuerySchema } from '@tinkerlabs/contract/youniversity';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { countRows, pageWindow } from '../../db/queries/pagination.ts';
import { taggedWith, tagsOf } from '../../db/queries/tags.ts';
import { youniversityCourseTags, youniversityCourses } from '../../db/schema.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';

export type CourseRow = typeof youniversityCourses.$inferSelect;
type CourseQuery = z.output<typeof courseListQuerySchema>;

export async function listCourses(db: Database, query: CourseQuery) {
  const t = youniversityCourses;
  const where = and(
    query.level ? eq(t.level, query.level) : undefined,
    query.tag ? taggedWith(db, youniversityCourseTags, t.id, query.tag) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, t, where),
    db.select().from(t).where(where).orderBy(alphabetical(t.title), asc(t.slug)).limit(limit).offset(offset),
  ]);
  return {
    rows,
    tags: await tagsOf(
      db,
      youniversityCourseTags,
      rows.map((r) => r.id),
    ),
    total,
  };
}
