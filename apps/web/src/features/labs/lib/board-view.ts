/**
 * How the board catalogue shows its boards, kept in the page address like the filters: cards (the
 * default, left out of the address) or `?view=table`, one row per board. An unknown value shows cards.
 */
export type BoardView = 'cards' | 'table';

export const boardViewParam = 'view';
export const boardViews: readonly BoardView[] = ['cards', 'table'];

/** @example parseBoardView('table') // 'table'; parseBoardView('grid') // 'cards' */
export function parseBoardView(value: string | null): BoardView {
  return value === 'table' ? 'table' : 'cards';
}

/** The page address's parameters with the view written in; the filters, page and comparison stay. */
export function writeBoardView(params: URLSearchParams, view: BoardView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'cards') next.delete(boardViewParam);
  else next.set(boardViewParam, view);
  return next;
}
