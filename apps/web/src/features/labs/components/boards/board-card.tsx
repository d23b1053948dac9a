/** One development board in the catalogue: its key figures, highlights, links and the compare box. */
import type { Board } from '@tinkerlabs/contract/boards';
import { formatPrice } from '@/lib/format-price.ts';
import { formatClock, formatMemory } from '../../lib/board-specs.ts';
import { boardFamilyLabels, wirelessLabels } from '../../lib/labels.ts';
import { ExternalLink } from '../shared/external-link.tsx';
import { TagList } from '../shared/tag-list.tsx';

export function BoardCard({
  board,
  compared,
  onCompareChange,
}: {
  board: Board;
  compared: boolean;
  onCompareChange: (on: boolean) => void;
}) {
  const figures: [string, string][] = [
    ['Clock', formatClock(board.clockMHz)],
    ['RAM', formatMemory(board.ramKB)],
    ['Flash', formatMemory(board.flashKB)],
    [
      'Wireless',
      board.wireless.length ? board.wireless.map((kind) => wirelessLabels[kind]).join(', ') : 'None',
    ],
  ];
  const headingId = `board-${board.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm dark:bg-neutral-900 ${
        compared
          ? 'border-primary-500 ring-1 ring-primary-500 dark:border-primary-500'
          : 'border-neutral-200 dark:border-neutral-800'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-neutral-900 dark:text-white">
            {board.name}
          </h3>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {board.manufacturer} · {boardFamilyLabels[board.family]}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold text-neutral-900 dark:text-white">
          <span className="sr-only">Price about </span>
          {formatPrice(board.priceUSD, 'USD')}
        </p>
      </div>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{board.mcu}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-neutral-600 dark:text-neutral-400">{label}</dt>
            <dd className="font-medium text-neutral-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">{board.summary}</p>
      {board.highlights.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
          {board.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ) : null}
      <TagList tags={board.tags} />
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-3 text-sm dark:border-neutral-800">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-neutral-900 dark:text-white">
            <input
              type="checkbox"
              checked={compared}
              onChange={(event) => onCompareChange(event.target.checked)}
              aria-label={`Compare ${board.name}`}
              className="size-5 accent-primary-600"
            />
            Compare
          </label>
          <span className="flex flex-wrap gap-x-4 gap-y-1">
            {board.datasheetUrl ? (
              <ExternalLink href={board.datasheetUrl} context={`of ${board.name}`}>
                Datasheet
              </ExternalLink>
            ) : null}
            {board.productUrl ? (
              <ExternalLink href={board.productUrl} context={`of ${board.name}`}>
                Product page
              </ExternalLink>
            ) : null}
          </span>
        </div>
      </div>
    </article>
  );
}
