/**
 * Recent search answers, kept for a few seconds. Search is read far more than the content changes, and
 * the header's type-ahead asks the same few prefixes again and again; one ranked query with its
 * snippets costs milliseconds of the database's time, a cached answer nothing. An answer is dropped
 * when this process changes the search index (its generation moves on) and after `ttlMs` anyway, which
 * bounds how long another server in front of the same PostgreSQL can show an answer from before a
 * change it made. The oldest entries go first once `maxEntries` are kept. Requests for a key being
 * computed wait for that computation instead of starting their own: twenty visitors typing the same
 * prefix at once cost one query, not twenty (a common word's cold answer took seconds at 100 000
 * articles when each of 20 connections computed it).
 */
export interface SearchCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The index's generation now (search-index.ts). */
  generation: () => number;
  now?: () => number;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, { value: T; generation: number; expires: number }>();
  private readonly computing = new Map<string, { value: Promise<T>; generation: number }>();
  private readonly now: () => number;

  constructor(private readonly options: SearchCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The cached answer for `key`, or the one `compute` makes (then kept). */
  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.options.generation();
    const found = this.entries.get(key);
    if (found && found.generation === generation && found.expires > this.now()) return found.value;
    const running = this.computing.get(key);
    if (running && running.generation === generation) return running.value;
    const value = compute();
    this.computing.set(key, { value, generation });
    try {
      const computed = await value;
      // A change to the index while computing makes this answer old already: not kept.
      if (this.options.generation() === generation) this.keep(key, computed, generation);
      return computed;
    } finally {
      if (this.computing.get(key)?.value === value) this.computing.delete(key);
    }
  }

  private keep(key: string, value: T, generation: number) {
    this.entries.delete(key);
    this.entries.set(key, { value, generation, expires: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
