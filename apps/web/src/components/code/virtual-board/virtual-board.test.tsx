import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardState } from '@/lib/code-runners/virtual-board.ts';
import { VirtualBoard } from './virtual-board.tsx';

const on = { mode: 'out', value: 1, duty: 0, freq: 0 } as const;
const off = { mode: 'out', value: 0, duty: 0, freq: 0 } as const;
const news = () => document.querySelector('[data-led-announcement]')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VirtualBoard’s LED announcements', () => {
  it('reads out an LED that changes, and a blinking one at most once every two seconds', () => {
    const view = render(<VirtualBoard board={{}} inputs={null} />);
    expect(news()).toHaveAttribute('aria-live', 'polite');
    expect(news()).toHaveTextContent(/^$/);

    view.rerender(<VirtualBoard board={{ 13: on }} inputs={null} />);
    act(() => vi.advanceTimersByTime(0));
    expect(news()).toHaveTextContent('Red LED (GP13): on.');

    // Blinking at 10 Hz for 4 s: 40 changes, two sentences at most.
    const sentences = new Set<string>();
    for (let tick = 1; tick <= 40; tick += 1) {
      const board: BoardState = { 13: tick % 2 ? off : on, 2: on };
      view.rerender(<VirtualBoard board={board} inputs={null} />);
      act(() => vi.advanceTimersByTime(100));
      sentences.add(news().textContent ?? '');
    }
    sentences.delete('Red LED (GP13): on.');
    expect(sentences.size).toBeLessThanOrEqual(2);
    expect([...sentences].join(' ')).toContain('LED 1 (GP2): on.');
  });
});
