/** Each topic's exercises done, by slug, for a domain's topic list. */
import { useMemo } from 'react';
import { exercisesDone, topicPath, topicState, type TopicExercises } from '../lib/learning-summary.ts';
import { useProgress } from '../lib/progress-store.ts';

export function useTopicProgress(domainSlug: string, topics: readonly TopicExercises[]) {
  const { records } = useProgress();
  return useMemo(
    () =>
      new Map(
        topics.map((topic) => {
          const page = topicPath(domainSlug, topic.slug);
          return [
            topic.slug,
            {
              done: exercisesDone(records, page, topic.exerciseIds),
              completed: topicState(records, page, topic.exerciseIds) === 'completed',
            },
          ];
        }),
      ),
    [records, domainSlug, topics],
  );
}
