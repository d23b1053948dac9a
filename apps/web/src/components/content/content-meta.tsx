/** What a list or a page says about a piece of content: who wrote it, when, how long it takes to read, and its topics. */
import type { Author } from '@tinkerlabs/contract/authors';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { Link } from '@/components/ui/link.tsx';
import { formatDate } from '@/lib/format-date.ts';

/** "By Ada Lovelace · 16 Sep 2025 · 7 min read" */
export function Byline({
  author,
  date,
  dateLabel,
  minutes,
}: {
  author?: Author;
  date?: string;
  /** Said before the date, e.g. "Updated". */
  dateLabel?: string;
  minutes?: number;
}) {
  const parts = [
    author ? (
      <span key="author">
        By <span className="font-medium text-neutral-800 dark:text-neutral-200">{author.name}</span>
      </span>
    ) : null,
    date ? (
      <span key="date">
        {dateLabel ? `${dateLabel} ` : ''}
        <time dateTime={date}>{formatDate(date)}</time>
      </span>
    ) : null,
    minutes ? <span key="minutes">{minutes} min read</span> : null,
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-neutral-600 dark:text-neutral-400">
      {parts.flatMap((part, index) =>
        index === 0
          ? [part]
          : [
              <span key={`dot-${index}`} aria-hidden>
                ·
              </span>,
              part,
            ],
      )}
    </p>
  );
}

/** The topic tags, each a link to its list filtered by that tag. */
export function TagLinks({ tags, listPath }: { tags: readonly TagRef[]; listPath: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={`${listPath}?tag=${tag.slug}`}
            className="inline-block rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 hover:bg-primary-100 dark:bg-neutral-800 dark:text-neutral-300 dark:hover:bg-primary-900"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
