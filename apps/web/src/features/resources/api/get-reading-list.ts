/** GET /api/resources?collection=rl&kind=…: a whole reinforcement-learning reading list on one page. */
import type { resourceKinds } from '@tinkerlabs/contract/resources';
import { resourcesQuery } from './get-resources.ts';

export type ReadingListKind = Extract<(typeof resourceKinds)[number], 'book' | 'paper' | 'course'>;

export const readingListQuery = (kind: ReadingListKind) =>
  resourcesQuery({ collection: 'rl', kind, pageSize: 50 });
