/**
 * Fetches a page's code ahead of its route module when the app navigates to it, from the build's page
 * table (builds/page-preloads.json: each page's modules beyond the app's start, the list the server
 * writes into a first visit's HTML). Vite would otherwise write every route's dependency list into the
 * app's start, which every page loads first: 2.7 kB gzip of the home page's first load (measured
 * 2026-12-02, `npm run budget`), the cost of the "one round trip more" the dashboard and lab pages used
 * to pay instead. The table is fetched once the first page is idle (app/root-shell.tsx); a navigation
 * before it has arrived loads its modules as the browser finds their imports.
 */
type PageTable = Record<string, { modules?: string[] } | undefined>;

let table: PageTable | null = null;
let request: Promise<void> | null = null;
const preloaded = new Set<string>();

/** Fetches the page table once; a failed fetch (offline, restarting server) may be tried again. */
export function loadNavigationPreloads(): Promise<void> {
  request ??= fetch('/builds/page-preloads.json')
    .then((response) => (response.ok ? (response.json() as Promise<PageTable>) : null))
    .then(
      (json) => {
        if (json && typeof json === 'object') table = json;
        else request = null;
      },
      () => {
        request = null;
      },
    );
  return request;
}

/** Adds a module preload for each of the page's modules (`path` as in the page list, `/articles/:slug`). */
export function preloadPage(path: string): void {
  const modules = table?.[path]?.modules;
  if (!Array.isArray(modules)) return;
  for (const href of modules) {
    if (typeof href !== 'string' || preloaded.has(href)) continue;
    preloaded.add(href);
    // The first load's own links (server HTML) already fetched these.
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
