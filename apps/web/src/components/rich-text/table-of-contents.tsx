/**
 * A document's table of contents: its h2 and h3 headings as links to their ids (the ids the renderer
 * gives the headings). Shown when a document has at least two headings.
 */
import type { DocHeading } from '@tinkerlabs/contract/rich-text';
import { Link } from '@/components/ui/link.tsx';

export function TableOfContents({ headings }: { headings: readonly DocHeading[] }) {
  const shown = headings.filter((heading) => heading.level <= 3);
  if (shown.length < 2) return null;
  return (
    <nav aria-labelledby="table-of-contents" className="text-sm">
      <h2
        id="table-of-contents"
        className="font-semibold tracking-widest text-neutral-600 uppercase dark:text-neutral-400"
      >
        On this page
      </h2>
      <ol className="mt-3 space-y-2 border-l border-neutral-200 dark:border-neutral-800">
        {shown.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? 'pl-6' : 'pl-3'}>
            <Link
              to={`#${heading.id}`}
              className="text-neutral-700 hover:text-primary-700 hover:underline dark:text-neutral-300 dark:hover:text-primary-400"
            >
              {heading.text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
