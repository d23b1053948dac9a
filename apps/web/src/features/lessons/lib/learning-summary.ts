/**
 * What a learner's records say about lessons and domains: exercises done per lesson, lessons
 * completed per domain, the lessons in progress, the next one to take, recent activity and the day
 * streak. Pure functions of the records and the learning hub's lists, so the hub, the domain pages
 * and /dashboard/learning count alike.
 */
import type { ProgressRecord } from '@tinkerlabs/contract/learning-progress';
import { progressKey } from './progress-store.ts';

export type Records = ReadonlyMap<string, ProgressRecord>;
export type TopicExercises = { slug: string; exerciseIds: readonly string[] };

export const topicPath = (domainSlug: string, topicSlug: string) => `/learninghub/${domainSlug}/${topicSlug}`;

/** How many of a page's exercises are done. @example exercisesDone(records, '/learninghub/rl/mdps', ['a', 'b']) // 1 */
export function exercisesDone(records: Records, page: string, exerciseIds: readonly string[]): number {
  return exerciseIds.filter((id) => records.get(progressKey(page, id))?.completedAt).length;
}

export type TopicState = 'not-started' | 'in-progress' | 'completed';

/** A lesson is completed when it has exercises and all are done; started when any was attempted. */
export function topicState(records: Records, page: string, exerciseIds: readonly string[]): TopicState {
  if (exerciseIds.length > 0 && exercisesDone(records, page, exerciseIds) === exerciseIds.length)
    return 'completed';
  return exerciseIds.some((id) => records.has(progressKey(page, id))) ? 'in-progress' : 'not-started';
}

export type DomainProgress = { completed: number; total: number; started: boolean };

export function domainProgress(
  records: Records,
  domainSlug: string,
  topics: readonly TopicExercises[],
): DomainProgress {
  const states = topics.map((topic) =>
    topicState(records, topicPath(domainSlug, topic.slug), topic.exerciseIds),
  );
  return {
    completed: states.filter((state) => state === 'completed').length,
    total: topics.length,
    started: states.some((state) => state !== 'not-started'),
  };
}

/** Days in a row, ending today or yesterday, with at least one answer checked (in the learner's time zone). */
export function dayStreak(records: Records, now: Date = new Date()): number {
  const days = new Set([...records.values()].map((record) => localDay(new Date(record.updatedAt))));
  const day = new Date(now);
  if (!days.has(localDay(day))) day.setDate(day.getDate() - 1);
  let streak = 0;
  while (days.has(localDay(day))) {
    streak += 1;
    day.setDate(day.getDate() - 1);
  }
  return streak;
}

function localDay(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** The latest records first. */
export function recentActivity(records: Records, limit = 8): ProgressRecord[] {
  return [...records.values()]
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
    .slice(0, limit);
}
