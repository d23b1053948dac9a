/** Links to the previous and next lessons of a domain, or back to the domain at either end. */
import type { TopicDetail } from '@tinkerlabs/contract/learninghub';
import { Link } from '@/components/ui/link.tsx';

const cellClass =
  'flex h-full flex-col gap-1 rounded-xl border border-neutral-200 p-4 hover:border-primary-400 dark:border-neutral-800 dark:hover:border-primary-600';

export function LessonPager({ topic }: { topic: TopicDetail }) {
  const base = `/learninghub/${topic.domain.slug}`;
  return (
    <nav
      aria-label="Lessons"
      className="mt-12 grid gap-4 border-t border-neutral-200 pt-8 sm:grid-cols-2 dark:border-neutral-800"
    >
      {topic.previous ? (
        <Link to={`${base}/${topic.previous.slug}`} rel="prev" className={cellClass}>
          <span className="inline-flex items-center gap-1 text-sm text-neutral-600 dark:text-neutral-400">
            <span aria-hidden>←</span> Previous lesson
          </span>
          <span className="font-semibold text-neutral-900 dark:text-white">{topic.previous.title}</span>
        </Link>
      ) : (
        <Link to={base} className={cellClass}>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">Start of the domain</span>
          <span className="font-semibold text-neutral-900 dark:text-white">
            All {topic.domain.title} topics
          </span>
        </Link>
      )}
      {topic.next ? (
        <Link to={`${base}/${topic.next.slug}`} rel="next" className={`${cellClass} sm:text-right`}>
          <span className="inline-flex items-center gap-1 text-sm text-neutral-600 sm:justify-end dark:text-neutral-400">
            Next lesson <span aria-hidden>→</span>
          </span>
          <span className="font-semibold text-neutral-900 dark:text-white">{topic.next.title}</span>
        </Link>
      ) : (
        <Link to="/learninghub" className={`${cellClass} sm:text-right`}>
          <span className="text-sm text-neutral-600 dark:text-neutral-400">End of the domain</span>
          <span className="font-semibold text-neutral-900 dark:text-white">Choose another domain</span>
        </Link>
      )}
    </nav>
  );
}
