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
  if (typeof document === 'undefined') return undefined;
  answers ??= readAnswers();
  if (!answers.has(address)) return undefined;
  const value = answers.get(address);
  answers.delete(address);
  return performance.now() < usableForMs ? { value } : undefined;
}
