/**
 * The large seed's progress on stderr: one bar that redraws in place on a terminal; on anything
 * else (a CI log, a file) a line per finished step. No package of the project draws progress bars,
 * and this is all the seed needs.
 */

export interface Progress {
  /** `label` has `done` of `total` rows written. */
  update(label: string, done: number, total: number): void;
  /** Ends the current line. */
  end(): void;
}

export const noProgress: Progress = { update() {}, end() {} };

const barWidth = 28;
const redrawMs = 100;

/** @example const progress = stderrProgress(); progress.update('articles', 1000, 100000); */
export function stderrProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = performance.now();
  let current: string | null = null;
  let drawnAt = 0;
  let last = '';
  const line = (label: string, done: number, total: number) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * barWidth);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${label} ${done}/${total}  ${seconds} s`;
  };
  return {
    update(label, done, total) {
      if (current !== null && current !== label) this.end();
      current = label;
      last = line(label, done, total);
      const now = performance.now();
      if (stream.isTTY) {
        if (done < total && now - drawnAt < redrawMs) return;
        drawnAt = now;
        stream.write(`\r${last}\x1b[K`);
      }
    },
    end() {
      if (current === null) return;
      stream.write(stream.isTTY ? `\r${last}\x1b[K\n` : `${last}\n`);
      current = null;
    },
  };
}
