/**
 * Alphabetical order for English labels, accents and case aside ("Åland Islands" before "Albania",
 * "côte" with "Cote"), the order Intl.Collator('en') gives such labels. Written out rather than with
 * localeCompare: its first call costs a page 15–50 ms of main thread (ICU loads its collation data),
 * and the store pages sorted their filters before their first render.
 */
const sortKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function compareText(a: string, b: string): number {
  const [keyA, keyB] = [sortKey(a), sortKey(b)];
  if (keyA !== keyB) return keyA < keyB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
