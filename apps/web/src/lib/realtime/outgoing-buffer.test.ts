import { describe, expect, it } from 'vitest';
import { createOutgoingBuffer } from './outgoing-buffer.ts';

describe('createOutgoingBuffer', () => {
  it('gives back what waited, oldest first, and empties', () => {
    const buffer = createOutgoingBuffer<number>(3);
    buffer.push(1);
    buffer.push(2);
    expect(buffer.drain()).toEqual([1, 2]);
    expect(buffer.size).toBe(0);
    expect(buffer.drain()).toEqual([]);
  });

  it('drops the oldest beyond its limit', () => {
    const buffer = createOutgoingBuffer<number>(100);
    for (let n = 1; n <= 130; n++) buffer.push(n);
    expect(buffer.size).toBe(100);
    const waiting = buffer.drain();
    expect(waiting[0]).toBe(31);
    expect(waiting.at(-1)).toBe(130);
  });
});
