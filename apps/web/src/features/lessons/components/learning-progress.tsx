/**
 * A learner's progress where the learning hub lists lessons: a bar of topics completed per domain
 * (for a domain they have started), each topic's exercises done, and a lesson's own count.
 */
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { domainProgress, exercisesDone, type TopicExercises } from '../lib/learning-summary.ts';
import { useProgress } from '../lib/progress-store.ts';

export function DomainProgressBar({
  domainSlug,
  domainTitle,
  topics,
}: {
  domainSlug: string;
  domainTitle: string;
  topics: readonly TopicExercises[];
}) {
  const { records } = useProgress();
  const progress = domainProgress(records, domainSlug, topics);
  if (!progress.started) return null;
  return (
    <ProgressBar
      label={`Your progress in ${domainTitle}`}
      value={progress.completed}
      max={progress.total}
      valueText={`${progress.completed} of ${progress.total} topics completed`}
    />
  );
}

/** "2 of 3 exercises done" under a lesson's title (or "Completed"), once the learner has begun. */
export function LessonProgress({ page, exerciseIds }: { page: string; exerciseIds: readonly string[] }) {
  const { records } = useProgress();
  if (exerciseIds.length === 0) return null;
  const done = exercisesDone(records, page, exerciseIds);
  const completed = done === exerciseIds.length;
  return (
    <p className="text-sm text-neutral-700 dark:text-neutral-300">
      {completed ? (
        <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-200">
          Completed
        </span>
      ) : (
        `${done} of ${exerciseIds.length} exercises done`
      )}
    </p>
  );
}
