/** A domain's topics in order: number, title, summary and reading time. */
import type { TopicSummary } from '@tinkerlabs/contract/learninghub';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/request-states.tsx';

export function TopicList({ domainSlug, topics }: { domainSlug: string; topics: readonly TopicSummary[] }) {
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
            <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">
              {topic.readingMinutes} min read
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
