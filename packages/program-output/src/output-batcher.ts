/**
 * Output batching and capping for a program that runs in a worker. Posting every write to the page
 * would flood it (a Python `print` in a loop writes a hundred thousand times a second), so writes are
 * merged into chunks and handed over at most every `intervalMs`; past `limit` characters per run the
 * rest is counted and dropped, and the page says how much. Time is passed in (no timers: while a
 * program runs, the worker's event loop is blocked, so the write itself decides when to flush).
 */

/**
 * Where a program wrote: its standard output or its standard error; or `note`, a line of the lab's
 * own between them (the C++ compile time), which is neither.
 */
export type OutputStream = 'stdout' | 'stderr' | 'note';

/** Consecutive text written to one stream. */
export interface OutputChunk {
  stream: OutputStream;
  text: string;
}

export interface OutputBatcherOptions {
  /** Characters kept per run; the rest is dropped and counted. */
  limit: number;
  /** The longest a write waits before its batch is due. */
  intervalMs: number;
}

export const defaultOutputOptions: OutputBatcherOptions = { limit: 200_000, intervalMs: 50 };

export class OutputBatcher {
  private pending: OutputChunk[] = [];
  private kept = 0;
  private lastFlush: number;
  /** Characters not kept because the run went past the limit. */
  dropped = 0;

  constructor(
    private readonly options: OutputBatcherOptions,
    now: number,
  ) {
    this.lastFlush = now;
  }

  /** Adds a write; true when the batch is due (the caller then calls `take`). */
  push(stream: OutputStream, text: string, now: number): boolean {
    const room = this.options.limit - this.kept;
    const keep = text.length <= room ? text : text.slice(0, Math.max(0, room));
    this.dropped += text.length - keep.length;
    if (keep.length > 0) {
      this.kept += keep.length;
      const last = this.pending.at(-1);
      if (last?.stream === stream) last.text += keep;
      else this.pending.push({ stream, text: keep });
    }
    return this.pending.length > 0 && now - this.lastFlush >= this.options.intervalMs;
  }

  /** The chunks since the last call, oldest first. */
  take(now: number): OutputChunk[] {
    const chunks = this.pending;
    this.pending = [];
    this.lastFlush = now;
    return chunks;
  }
}

/** @example droppedNotice(12345) // '… 12,345 more characters of output were not shown.' */
export function droppedNotice(dropped: number): string {
  return `… ${dropped.toLocaleString('en-GB')} more character${dropped === 1 ? '' : 's'} of output ${
    dropped === 1 ? 'was' : 'were'
  } not shown.`;
}
