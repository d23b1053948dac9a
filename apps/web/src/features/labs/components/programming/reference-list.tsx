/** A programming page's references: documentation, books and tools, each a link to its source. */
import type { ProgrammingLanguageDetail } from '@tinkerlabs/contract/programming';

export function ReferenceList({ references }: { references: ProgrammingLanguageDetail['references'] }) {
  if (references.length === 0) return null;
  return (
    <>
      <h2 id="references">References</h2>
      <ul>
        {references.map((reference) => (
          <li key={reference.url}>
            <a href={reference.url} rel="noopener noreferrer">
              {reference.title}
            </a>
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              {' '}
              ({new URL(reference.url).hostname})
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
