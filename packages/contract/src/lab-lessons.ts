/**
 * GET /api/labs/lessons?lab=/simulations/ScaraRobot: the published lessons that use a lab, for the
 * lab page's "Learn the theory" card. A lesson uses a lab when it embeds the lab's widget, holds a
 * code cell that the lab runs ("Open in the lab" goes there), or links to the lab's page (see
 * lab-pages.ts for the lab pages and the lab each block opens).
 */
import { z } from 'zod';
import { labPagePaths } from './lab-pages.ts';

export const labLessonsQuerySchema = z.object({
  lab: z.string().refine((lab) => labPagePaths.includes(lab), {
    error: 'lab must be the address of a lab page, such as /simulations/ScaraRobot.',
  }),
});
export type LabLessonsQuery = z.input<typeof labLessonsQuerySchema>;

export const labLessonSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  domain: z.object({ slug: z.string(), title: z.string() }),
});
export type LabLesson = z.infer<typeof labLessonSchema>;

/** The lessons in the learning hub's order (domain, then topic). */
export const labLessonsResponseSchema = z.object({ lab: z.string(), lessons: z.array(labLessonSchema) });
export type LabLessonsResponse = z.infer<typeof labLessonsResponseSchema>;
