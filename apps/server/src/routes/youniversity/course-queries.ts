/** Reads of the YoUniversity catalogue: a filtered page of courses. */
import type { courseListQuerySchema } from '@tinkerlabs/contract/youniversity';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from '../../db/queries/pagination.ts';
import { taggedWith, tagsColumn } from '../../db/queries/tags.ts';
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
  const window = pageWindow(query);
  const selected = await db
    .select({ row: t, tags: tagsColumn(youniversityCourseTags, t.id), total: totalColumn() })
    .from(t)
    .where(where)
    .orderBy(alphabetical(t.title), asc(t.slug))
    .limit(window.limit)
    .offset(window.offset);
  const total = await pageTotal(selected, window, () => countRows(db, t, where));
  return {
    rows: selected.map((entry) => entry.row),
    tags: new Map(selected.map((entry) => [entry.row.id, entry.tags])),
    total,
  };
}
