/**
 * A domain's topics in order: number, title, summary, reading time and exercises, and for a learner
 * who has started, how far they got in each ("Completed", "1 of 3 exercises done").
 */
import type { TopicSummary } from '@tinkerlabs/contract/learninghub';
import { Link } from '@/components/ui/link.tsx';
import { EmptyState } from '@/components/ui/request-states.tsx';

/** A learner's progress in one topic: its exercises done, and whether all are. */
export type TopicProgress = { done: number; completed: boolean };

export function TopicList({
  domainSlug,
  topics,
  progress,
}: {
  domainSlug: string;
  topics: readonly TopicSummary[];
  /** By topic slug; none for a learner who has not started. */
  progress?: ReadonlyMap<string, TopicProgress>;
}) {
  if (topics.length === 0) return <EmptyState title="This domain has no published topics yet." />;
  return (
    <ol className="mt-8 space-y-4">
      {topics.map((topic, index) => (
        <li
          key={topic.slug}
          className="flex gap-4 rounded-xl border border-neutral-200 p-5 dark:border-neutral-800"
        >
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-neutral-900 dark:text-white">
              <Link
                to={`/learninghub/${domainSlug}/${topic.slug}`}
                className="hover:text-primary-700 hover:underline dark:hover:text-primary-400"
              >
                {topic.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">{topic.summary}</p>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400">
              <span>{topic.readingMinutes} min read</span>
              {topic.exerciseIds.length ? (
                <TopicExercises total={topic.exerciseIds.length} progress={progress?.get(topic.slug)} />
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function TopicExercises({ total, progress }: { total: number; progress: TopicProgress | undefined }) {
  if (progress?.completed)
    return (
      <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-200">
        Completed
      </span>
    );
  if (progress && progress.done > 0) return <span>{`${progress.done} of ${total} exercises done`}</span>;
  return <span>{`${total} ${total === 1 ? 'exercise' : 'exercises'}`}</span>;
}
