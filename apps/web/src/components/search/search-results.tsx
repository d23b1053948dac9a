/**
 * The results listbox: one group per type (named for screen readers, labelled visibly), each hit
 * with its title and a snippet whose matched words are <mark> elements built from the API's
 * segments, never from HTML. Options are chosen by pointer here; the input handles the keyboard.
 */
import type { SnippetSegment } from '@tinkerlabs/contract/search';
import { optionId, searchTypeLabels, type OptionGroup, type SearchOption } from './search-options.ts';

export function Snippet({ segments }: { segments: readonly SnippetSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.highlight ? (
          <mark
            key={index}
            className="rounded-sm bg-amber-200 px-0.5 text-neutral-900 dark:bg-amber-500/40 dark:text-white"
          >
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

export function SearchResults({
  id,
  groups,
  active,
  onChoose,
  onHover,
}: {
  id: string;
  groups: readonly OptionGroup[];
  active: number;
  onChoose: (option: SearchOption) => void;
  onHover: (index: number) => void;
}) {
  return (
    <div role="listbox" id={id} aria-label="Search results" className="py-2">
      {groups.map(({ group, options }) => {
        const label = `${searchTypeLabels[group.type]} (${group.total})`;
        return (
          <div key={group.type} role="group" aria-label={label} className="pb-2">
            <div
              aria-hidden
              className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400"
            >
              {label}
            </div>
            {options.map((option) => (
              <div
                key={option.index}
                id={optionId(option.index)}
                role="option"
                aria-selected={option.index === active}
                onMouseDown={(event) => event.preventDefault()} // keep the focus in the input
                onMouseMove={() => onHover(option.index)}
                onClick={() => onChoose(option)}
                className={`cursor-pointer px-4 py-2 ${option.index === active ? 'bg-primary-50 dark:bg-neutral-800' : ''}`}
              >
                {option.kind === 'hit' ? (
                  <>
                    <span className="block font-medium text-neutral-900 dark:text-white">
                      {option.hit.title}
                    </span>
                    {option.hit.snippet.length ? (
                      <span className="mt-0.5 block text-sm text-neutral-600 dark:text-neutral-300">
                        <Snippet segments={option.hit.snippet} />
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="block text-sm font-semibold text-secondary-700 dark:text-secondary-300">
                    {option.label}
                  </span>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
