/** GET /api/youniversity?pageSize=4: a few courses, for the knowledge hub's overview. */
import { coursesQuery } from './get-courses.ts';

export const courseHighlightsQuery = coursesQuery({ pageSize: 4 });
