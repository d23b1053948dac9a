/**
 * Projects that a submitted project may duplicate: a similar title (shared/similar-names.ts), as a
 * column of the review queue's statement (shared/duplicate-hints.ts).
 */
import { sql } from 'drizzle-orm';
import { projects } from '../../../db/schema.ts';
import { hintsColumn, type HintRow } from '../shared/duplicate-hints.ts';
import { similarNameTo } from '../shared/similar-names.ts';

/** The hints of the queue's project (`projects` of the outer query). */
export const projectHintsColumn = () =>
  hintsColumn(
    projects,
    { id: projects.id, name: projects.title, key: projects.slug, status: projects.status },
    (other, row) => ({
      reason: sql`'similar_title'`,
      where: similarNameTo(
        { key: other(projects.titleKey), phrases: other('title_phrases') },
        { key: row(projects.titleKey), phrases: row('title_phrases') },
      ),
    }),
  );

export const projectHintMessage = (hint: HintRow) => `A similar title to ${hint.name} (${hint.status})`;
