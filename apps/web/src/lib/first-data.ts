/**
 * The answers the server sent inside the page's HTML for the page's first API reads
 * (apps/server/src/http/page-html.ts): a first visit's page renders from them instead of asking
 * again. Each answer is used once, and only in the first 30 s after the page started loading: a
 * later read of the same address is a fresh request. A page the browser shows again from its history
 * (Back, Forward) may come from its cache, with answers of another time: it asks the API instead.
 */
const elementId = 'first-data';
const usableForMs = 30_000;

let answers: Map<string, unknown> | null = null;
/** While the server renders a page's first paint (app/page-snapshot.tsx): the answers it was given. */
let serverAnswers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  const element = document.getElementById(elementId);
  element?.remove();
  if (fromHistory()) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(element?.textContent || '{}') as Record<string, unknown>));
  } catch {
    return new Map(); // unreadable: the page asks the API as usual
  }
}

function fromHistory(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return (navigation as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

/** The server's answer for this address if the page arrived with one and it is still fresh, once. */
export function takeFirstData(address: string): { value: unknown } | undefined {
  if (serverAnswers) return serverAnswers.has(address) ? { value: serverAnswers.get(address) } : undefined;
  if (typeof document === 'undefined') return undefined;
  answers ??= readAnswers();
  if (!answers.has(address)) return undefined;
  const value = answers.get(address);
  answers.delete(address);
  return performance.now() < usableForMs ? { value } : undefined;
}

/** Whether the server is rendering a page, where every read must come from the first data. */
export function renderingOnServer(): boolean {
  return serverAnswers != null;
}

/**
 * Runs the server's render of a page with `data` as the answers of its reads (a read of any other
 * address fails at once). One render at a time: the answers are the module's while it runs. A render
 * still running after `limitMs` gives null and lets the next one start.
 */
export function withServerAnswers<T>(
  data: Record<string, unknown>,
  render: () => Promise<T>,
  limitMs = 1_000,
): Promise<T | null> {
  const run = queue.then(async () => {
    serverAnswers = new Map(Object.entries(data));
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        render(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), limitMs))),
      ]);
    } finally {
      clearTimeout(timer);
      serverAnswers = null;
    }
  });
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<unknown> = Promise.resolve();
