/** The page numbers to show, with null for a gap: [1, null, 4, 5, 6, null, 12]. */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? [null, n] : [n]));
}
