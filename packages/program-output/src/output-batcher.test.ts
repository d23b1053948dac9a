import { describe, expect, it } from 'vitest';
import { droppedNotice, OutputBatcher } from './output-batcher.ts';

describe('OutputBatcher', () => {
  it('merges writes to the same stream and keeps stdout and stderr apart, in order', () => {
    const batcher = new OutputBatcher({ limit: 100, intervalMs: 50 }, 0);
    batcher.push('stdout', 'a', 1);
    batcher.push('stdout', 'b\n', 2);
    batcher.push('stderr', 'oops\n', 3);
    batcher.push('stdout', 'c', 4);
    expect(batcher.take(5)).toEqual([
      { stream: 'stdout', text: 'ab\n' },
      { stream: 'stderr', text: 'oops\n' },
      { stream: 'stdout', text: 'c' },
    ]);
    expect(batcher.take(6)).toEqual([]);
  });

  it('says a batch is due only once the interval has passed since the last one', () => {
    const batcher = new OutputBatcher({ limit: 100, intervalMs: 50 }, 1000);
    expect(batcher.push('stdout', 'x', 1010)).toBe(false);
    expect(batcher.push('stdout', 'y', 1050)).toBe(true);
    batcher.take(1050);
    expect(batcher.push('stdout', 'z', 1060)).toBe(false);
    expect(batcher.push('stdout', 'z', 1100)).toBe(true);
  });

  it('keeps the first `limit` characters of a run and counts the rest', () => {
    const batcher = new OutputBatcher({ limit: 10, intervalMs: 50 }, 0);
    batcher.push('stdout', '123456', 0);
    batcher.push('stderr', 'abcdef', 0);
    batcher.push('stdout', 'more', 0);
    expect(batcher.take(0)).toEqual([
      { stream: 'stdout', text: '123456' },
      { stream: 'stderr', text: 'abcd' },
    ]);
    expect(batcher.dropped).toBe(6);
    // Nothing left to send: a flood past the limit never makes a batch due.
    expect(batcher.push('stdout', 'again', 1000)).toBe(false);
    expect(batcher.dropped).toBe(11);
  });
});

describe('droppedNotice', () => {
  it('counts the characters with grouping, singular and plural', () => {
    expect(droppedNotice(12345)).toBe('… 12,345 more characters of output were not shown.');
    expect(droppedNotice(1)).toBe('… 1 more character of output was not shown.');
  });
});
