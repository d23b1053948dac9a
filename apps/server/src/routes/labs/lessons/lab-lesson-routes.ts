/** GET /api/labs/lessons?lab=…: the published lessons that use a lab page (see contract/lab-lessons.ts). */
import { labLessonsQuerySchema, type LabLessonsResponse } from '@tinkerlabs/contract/lab-lessons';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { readQuery } from '../../../http/query.ts';
import { listLessonLabUses } from './lab-lesson-queries.ts';
import { labPagesOfLesson } from './lesson-lab-pages.ts';

export function labLessonRoutes(db: Database): Hono {
  return new Hono().get('/', async (c) => {
    const { lab } = readQuery(c, labLessonsQuerySchema);
    const lessons = (await listLessonLabUses(db)).filter((lesson) => labPagesOfLesson(lesson).has(lab));
    const answer: LabLessonsResponse = {
      lab,
      lessons: lessons.map(({ slug, title, summary, domainSlug, domainTitle }) => ({
        slug,
        title,
        summary,
        domain: { slug: domainSlug, title: domainTitle },
      })),
    };
    return c.json(answer);
  });
}
