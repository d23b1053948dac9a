/** The topic tags of a catalogue entry, as small labels. */
import type { TagRef } from '@tinkerlabs/contract/tags';

export function TagList({ tags }: { tags: TagRef[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag.slug}
          className="rounded-full bg-neutral-100 px-2.5 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
        >
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
