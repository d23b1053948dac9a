/**
 * Generated progress on the learning hub's exercises (/api/me/progress): the exercises are the ones
 * the published lessons in the database hold, so every record points at a real page and exercise.
 * About a third of the members have worked through some; most exercises they tried, they completed.
 */
import { progressRecordsPerMember } from '@tinkerlabs/contract/learning-progress';
import { exerciseIds } from '@tinkerlabs/rich-text/exercise';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { learninghubDomains, learninghubTopics, type learningProgress } from '../schema.ts';
import type { Member } from './members.ts';
import { between, chance, sample, skewed, type Random } from './seeded-values.ts';
import { dayMs, timeAfter, timeBetween } from './timeline.ts';

type ProgressRow = typeof learningProgress.$inferInsert;
export type Exercise = { page: string; exerciseId: string };

/** Every exercise of the published lessons, in a stable order. */
export async function publishedExercises(db: Database): Promise<Exercise[]> {
  const rows = await db
    .select({ domain: learninghubDomains.slug, topic: learninghubTopics.slug, body: learninghubTopics.body })
    .from(learninghubTopics)
    .innerJoin(learninghubDomains, eq(learninghubDomains.id, learninghubTopics.domainId))
    .where(and(eq(learninghubTopics.published, true), eq(learninghubDomains.published, true)))
    .orderBy(learninghubDomains.slug, learninghubTopics.slug);
  return rows.flatMap((row) =>
    exerciseIds(row.body).map((exerciseId) => ({
      page: `/learninghub/${row.domain}/${row.topic}`,
      exerciseId,
    })),
  );
}

/** @example generateLearningProgress(streamFor(1, 'progress'), members, await publishedExercises(db)) */
export function generateLearningProgress(
  random: Random,
  members: readonly Member[],
  exercises: readonly Exercise[],
): ProgressRow[] {
  const rows: ProgressRow[] = [];
  if (exercises.length === 0) return rows;
  for (const member of members) {
    if (!chance(random, 0.35)) continue;
    const tried = sample(
      random,
      exercises,
      Math.min(progressRecordsPerMember, skewed(random, 6, 0.9, 1, exercises.length)),
    );
    for (const exercise of tried) {
      const startedAt = timeBetween(random, member.createdAt);
      const completedAt = chance(random, 0.75) ? timeAfter(random, startedAt, 2 * dayMs) : null;
      rows.push({
        userId: member.id,
        page: exercise.page,
        exerciseId: exercise.exerciseId,
        attempts: between(random, 1, 6),
        completedAt,
        updatedAt: completedAt ?? timeAfter(random, startedAt, dayMs),
      });
    }
  }
  return rows;
}
