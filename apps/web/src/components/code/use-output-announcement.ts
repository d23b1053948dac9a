/**
 * What a screen reader hears of a program's output: not every write (a loop of prints would be read
 * out for minutes), but one sentence per burst, "Output: 12 new lines" (or the line itself when one
 * short line came), with how the run ended once it has. A burst is what arrives until the output
 * pauses for a moment; a stream that never pauses is summed up at most once every `intervalMs`.
 */
import { useEffect, useRef, useState } from 'react';
import type { OutputChunk } from '@/lib/code-runners/runner-protocol.ts';

/** Quiet time that ends a burst. */
const pauseMs = 300;
/** A single new line up to this long is read out as it is. */
const shortLine = 100;

/** The output's lines: each newline ends one, and text after the last newline is one more. */
export function countLines(chunks: readonly OutputChunk[]): number {
  let lines = 0;
  let open = false;
  for (const { text } of chunks) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
    if (text.length > 0) open = !text.endsWith('\n');
  }
  return lines + (open ? 1 : 0);
}

/** The sentence for the lines after the first `announced` ones, and for the run's end notices. */
export function outputSentence(chunks: readonly OutputChunk[], announced: number, notices: string[]): string {
  const lines = countLines(chunks);
  const fresh = lines - announced;
  const parts: string[] = [];
  if (fresh === 1) {
    const last = chunks
      .map((chunk) => chunk.text)
      .join('')
      .replace(/\n$/, '')
      .split('\n')
      .at(-1)!;
    parts.push(last.length <= shortLine ? `Output: ${last}` : 'Output: 1 new line');
  } else if (fresh > 1) parts.push(`Output: ${fresh} new lines`);
  parts.push(...notices);
  return parts.reduce(
    (sentence, part) => (!sentence ? part : `${sentence}${/[.!?…]$/.test(sentence) ? '' : '.'} ${part}`),
    '',
  );
}

export function useOutputAnnouncement(
  chunks: readonly OutputChunk[],
  notices: string[],
  intervalMs = 1000,
): string {
  const [sentence, setSentence] = useState('');
  const latest = useRef({ chunks, notices });
  const announced = useRef({ lines: 0, notices: 0, at: -Infinity });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** When the burst not yet announced began, if one has. */
  const burstStart = useRef<number | null>(null);

  useEffect(() => {
    latest.current = { chunks, notices };
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // A new run clears the output: start counting again (the sentence is cleared below).
    if (chunks.length === 0 && notices.length === 0) {
      announced.current = { lines: 0, notices: 0, at: announced.current.at };
      burstStart.current = null;
      return;
    }
    const said = announced.current;
    if (countLines(chunks) <= said.lines && notices.length <= said.notices) return;
    const now = performance.now();
    burstStart.current ??= now;
    // When the output pauses, but not later than a second into a stream that never does, nor sooner
    // than a second after the last sentence.
    const due = Math.max(said.at + intervalMs, Math.min(now + pauseMs, burstStart.current + intervalMs));
    timer.current = setTimeout(() => {
      timer.current = null;
      burstStart.current = null;
      const { chunks: shown, notices: ended } = latest.current;
      const next = outputSentence(shown, said.lines, ended.slice(said.notices));
      // The same words again (another 20 lines) must still change the region, or nothing is read out.
      setSentence((current) => (current === next ? `${next}\u00a0` : next));
      announced.current = { lines: countLines(shown), notices: ended.length, at: performance.now() };
    }, due - now);
  }, [chunks, notices, intervalMs]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Cleared with the output, so a new run's first words are read out even when they are the last run's.
  return chunks.length === 0 && notices.length === 0 ? '' : sentence;
}
