/**
 * Groups a mouse worker's trace entries into messages: one per 400 entries or per 30 ms, so a fast
 * program does not flood the page with messages and a slow one still shows its moves as they come.
 */
import type { TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';

const batchSize = 400;
const batchMilliseconds = 30;

export function entryBatches(send: (entries: TraceEntry[]) => void) {
  let batch: TraceEntry[] = [];
  let sent = performance.now();
  const flush = () => {
    if (batch.length > 0) send(batch);
    batch = [];
    sent = performance.now();
  };
  return {
    push(entry: TraceEntry) {
      batch.push(entry);
      if (batch.length >= batchSize || performance.now() - sent > batchMilliseconds) flush();
    },
    flush,
  };
}
