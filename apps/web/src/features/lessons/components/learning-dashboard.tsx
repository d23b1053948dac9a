/**
 * /dashboard/learning, "Your learning": progress per domain, the lessons in progress, the next
 * lesson to take, recent activity and the day streak, all counted from the learner's records
 * against the learning hub's lessons and their exercises.
 */
import type { DomainSummary } from '@tinkerlabs/contract/learninghub';
import { Link } from '@/components/ui/link.tsx';
import { EmptyState, LoadingState } from '@/components/ui/request-states.tsx';
import { cardClass, primaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import {
  dayStreak,
  domainProgress,
  exercisesDone,
  recentActivity,
  topicPath,
  topicState,
} from '../lib/learning-summary.ts';
import { useProgress } from '../lib/progress-store.ts';

const sectionTitle = 'text-xl font-semibold text-neutral-900 dark:text-white';

type Lesson = { page: string; title: string; domainTitle: string; exerciseIds: readonly string[] };

export function LearningDashboard({ domains }: { domains: readonly DomainSummary[] }) {
  const { records, loaded } = useProgress();
  if (!loaded) return <LoadingState label="Loading your progress…" rows={3} />;
  const lessons: Lesson[] = domains.flatMap((domain) =>
    domain.topicExercises.map((topic) => ({
      page: topicPath(domain.slug, topic.slug),
      title: topic.title,
      domainTitle: domain.title,
      exerciseIds: topic.exerciseIds,
    })),
  );
  const byPage = new Map(lessons.map((lesson) => [lesson.page, lesson]));
  const inProgress = lessons.filter(
    (lesson) => topicState(records, lesson.page, lesson.exerciseIds) === 'in-progress',
  );
  const recent = recentActivity(records);
  // Next: the first unfinished lesson after the last one worked on, in the hub's order.
  const lastPage = recent[0]?.page;
  const from = Math.max(
    0,
    lessons.findIndex((lesson) => lesson.page === lastPage),
  );
  const next = [...lessons.slice(from), ...lessons.slice(0, from)].find(
    (lesson) => topicState(records, lesson.page, lesson.exerciseIds) !== 'completed',
  );
  const streak = dayStreak(records);

  if (records.size === 0)
    return (
      <EmptyState title="You have not answered an exercise yet.">
        <p>
          Every lesson in the{' '}
          <Link className={textLinkClass} to="/learninghub">
            Learning Hub
          </Link>{' '}
          has exercises; your progress shows here as you answer them.
        </p>
      </EmptyState>
    );

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-8">
        <section aria-labelledby="next-lesson">
          <h2 id="next-lesson" className={sectionTitle}>
            Next lesson
          </h2>
          {next ? (
            <div className={`${cardClass} mt-3`}>
              <p className="text-xs font-semibold tracking-widest text-primary-700 uppercase dark:text-primary-400">
                {next.domainTitle}
              </p>
              <p className="mt-1 text-lg font-semibold text-neutral-900 dark:text-white">{next.title}</p>
              <Link to={next.page} className={`${primaryButtonClass} mt-3`}>
                Continue <span aria-hidden>→</span>
              </Link>
            </div>
          ) : (
            <p className="mt-3 text-neutral-700 dark:text-neutral-300">
              You have completed every lesson. Well done.
            </p>
          )}
        </section>

        <section aria-labelledby="in-progress">
          <h2 id="in-progress" className={sectionTitle}>
            Lessons in progress
          </h2>
          {inProgress.length ? (
            <ul className="mt-3 space-y-2">
              {inProgress.map((lesson) => (
                <li key={lesson.page} className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link className={textLinkClass} to={lesson.page}>
                    {lesson.title}
                  </Link>
                  <span className="text-sm text-neutral-600 dark:text-neutral-400">
                    {exercisesDone(records, lesson.page, lesson.exerciseIds)} of {lesson.exerciseIds.length}{' '}
                    exercises done · {lesson.domainTitle}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-neutral-700 dark:text-neutral-300">
              None: every lesson you began is completed.
            </p>
          )}
        </section>

        <section aria-labelledby="by-domain">
          <h2 id="by-domain" className={sectionTitle}>
            Progress by domain
          </h2>
          <ul className="mt-3 space-y-4">
            {domains.map((domain) => {
              const progress = domainProgress(records, domain.slug, domain.topicExercises);
              return (
                <li key={domain.slug}>
                  <ProgressBar
                    label={domain.title}
                    value={progress.completed}
                    max={progress.total}
                    valueText={`${progress.completed} of ${progress.total} topics completed`}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      <aside className="space-y-8">
        <section aria-labelledby="streak" className={cardClass}>
          <h2 id="streak" className={sectionTitle}>
            Day streak
          </h2>
          <p className="mt-2 text-3xl font-bold text-neutral-900 dark:text-white">
            {streak} {streak === 1 ? 'day' : 'days'}
          </p>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            Days in a row on which you checked an answer.
          </p>
        </section>
        <section aria-labelledby="recent">
          <h2 id="recent" className={sectionTitle}>
            Recent activity
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            {recent.map((record) => {
              const lesson = byPage.get(record.page);
              return (
                <li key={`${record.page}#${record.exerciseId}`}>
                  <Link className={textLinkClass} to={`${record.page}`}>
                    {lesson?.title ?? record.page}
                  </Link>
                  <p className="text-neutral-600 dark:text-neutral-400">
                    {record.completedAt ? 'Completed' : 'Attempted'} “{record.exerciseId}” · {record.attempts}{' '}
                    {record.attempts === 1 ? 'attempt' : 'attempts'} · {formatDateTime(record.updatedAt)}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      </aside>
    </div>
  );
}
