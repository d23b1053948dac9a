/**
 * One development board in the catalogue: its drawn outline (to the catalogue's common scale), key
 * figures, a short summary, the compare box and links. The highlights and where the drawing's
 * figures come from fold away, so a page of cards stays easy to scan.
 */
import type { Board } from '@tinkerlabs/contract/boards';
import { formatPrice } from '@/lib/format-price.ts';
import { pinSummary } from '../../lib/board-outline-label.ts';
import { formatClock, formatMemory, formatSize } from '../../lib/board-specs.ts';
import { boardFamilyLabels, wirelessLabels } from '../../lib/labels.ts';
import { ExternalLink } from '../shared/external-link.tsx';
import { TagList } from '../shared/tag-list.tsx';
import { BoardOutlineDrawing } from './board-outline-drawing.tsx';

/** A summary line that opens a fold; as tall as a thumb needs. */
const foldSummaryClass =
  'flex min-h-11 cursor-pointer items-center text-sm font-semibold text-neutral-800 sm:min-h-8 dark:text-neutral-200';
/** Links on their own line get a target a thumb can hit. */
const linkTargets = '[&_a]:min-h-11 sm:[&_a]:min-h-8';

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
  const outline = board.outline;
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
      {outline ? (
        <figure className="mt-4">
          <div className="flex min-h-24 items-center justify-center rounded-lg bg-neutral-50 p-3 dark:bg-neutral-950">
            <BoardOutlineDrawing name={board.name} outline={outline} />
          </div>
          <figcaption className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {formatSize(outline.widthMM, outline.heightMM)} · {pinSummary(outline)}
            {outline.estimated ? ' · positions approximate' : ''}
          </figcaption>
        </figure>
      ) : null}
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
        <details className="mt-2">
          <summary className={foldSummaryClass}>Highlights</summary>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
            {board.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {outline ? (
        <details className="mt-1">
          <summary className={foldSummaryClass}>About the drawing</summary>
          {outline.notes ? (
            <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{outline.notes}</p>
          ) : null}
          <p className={`mt-1 text-sm ${linkTargets}`}>
            <ExternalLink href={outline.source} context={`for the outline of ${board.name}`}>
              Source of the figures
            </ExternalLink>
          </p>
        </details>
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
              className="size-6 accent-primary-600"
            />
            Compare
          </label>
          <span className={`flex flex-wrap gap-x-4 gap-y-1 ${linkTargets}`}>
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
