/** Course rows → the contract's course shape. */
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { Course } from '@tinkerlabs/contract/youniversity';
import type { CourseRow } from './course-queries.ts';

export function presentCourse(row: CourseRow, tags: TagRef[]): Course {
  return {
    slug: row.slug,
    title: row.title,
    provider: row.provider,
    instructors: row.instructors,
    url: row.url,
    level: row.level,
    durationHours: row.durationHours,
    summary: row.summary,
    topics: row.topics,
    tags,
  };
}
