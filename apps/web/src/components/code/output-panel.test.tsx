import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutputChunk } from '@/lib/code-runners/runner-protocol.ts';
import { OutputPanel } from './output-panel.tsx';
import { countLines, outputSentence } from './use-output-announcement.ts';

const out = (text: string): OutputChunk => ({ stream: 'stdout', text });
const announcement = () => document.querySelector('[data-output-announcement]')!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the output’s announcements', () => {
  it('counts lines, the last one open or not', () => {
    expect(countLines([])).toBe(0);
    expect(countLines([out('a\nb\n')])).toBe(2);
    expect(countLines([out('a\nb'), { stream: 'stderr', text: 'c\n' }])).toBe(2);
    expect(countLines([out('a\n'), out('b')])).toBe(2);
  });

  it('reads one short new line as it is, more as a count, and the run’s end after them', () => {
    expect(outputSentence([out('Hello, world\n')], 0, [])).toBe('Output: Hello, world');
    expect(outputSentence([out('1\n2\n3\n')], 1, [])).toBe('Output: 2 new lines');
    expect(outputSentence([out(`${'x'.repeat(150)}\n`)], 0, [])).toBe('Output: 1 new line');
    expect(outputSentence([out('done.\n')], 0, ['Finished after 0.20 s.'])).toBe(
      'Output: done. Finished after 0.20 s.',
    );
    expect(outputSentence([out('1\n')], 1, ['Finished after 0.20 s.'])).toBe('Finished after 0.20 s.');
  });

  it('keeps the log quiet and says what a burst of output added once, at most once a second', () => {
    const view = render(<OutputPanel chunks={[]} notices={[]} />);
    const log = screen.getByRole('log', { name: 'Output' });
    expect(log).toHaveAttribute('aria-live', 'off');
    expect(announcement()).toHaveAttribute('aria-live', 'polite');
    // Each sentence stays until the next (at least a second later): reading it after every step sees all.
    const said: string[] = [];
    const listen = () => {
      const now = announcement().textContent ?? '';
      if (now && now !== said.at(-1)) said.push(now);
    };

    // A program prints a line every 50 ms for 2.5 s: 50 writes, a handful of sentences.
    let text = '';
    for (let line = 1; line <= 50; line += 1) {
      text += `${line}\n`;
      view.rerender(<OutputPanel chunks={[out(text)]} notices={[]} />);
      act(() => vi.advanceTimersByTime(50));
      listen();
    }
    view.rerender(<OutputPanel chunks={[out(text)]} notices={['Finished after 2.50 s.']} />);
    for (let step = 0; step < 40; step += 1) {
      act(() => vi.advanceTimersByTime(50));
      listen();
    }
    const sentences = said.filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(sentences.at(-1)).toMatch(/Finished after 2\.50 s\.$/);
    const counted = sentences.reduce((sum, sentence) => {
      const match = /Output: (\d+) new lines/.exec(sentence);
      return sum + (match ? Number(match[1]) : /Output: \d+$|Output: \d+\./.test(sentence) ? 1 : 0);
    }, 0);
    expect(counted).toBe(50);
  });

  it('says one burst once, when the output pauses', () => {
    const view = render(<OutputPanel chunks={[]} notices={[]} />);
    view.rerender(<OutputPanel chunks={[out('a\n')]} notices={[]} />);
    view.rerender(<OutputPanel chunks={[out('a\nb\nc\n')]} notices={[]} />);
    act(() => vi.advanceTimersByTime(299));
    expect(announcement()).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(1));
    expect(announcement()).toHaveTextContent('Output: 3 new lines');
    // A new run clears it, so the same words can be said again.
    view.rerender(<OutputPanel chunks={[]} notices={[]} />);
    expect(announcement()).toHaveTextContent(/^$/);
  });
});
