/**
 * What a screen reader hears of the board's LEDs: the ones that changed since it last heard, in one
 * sentence ("Red LED (GP13): on. LED 1 (GP2): off."), at most once every `intervalMs`. A program
 * that blinks or fades an LED changes it many times a second: each change read out would drown
 * everything else, and the board's pictures name each LED's state for whoever looks.
 */
import { useEffect, useRef, useState } from 'react';
import { describeLed, ledPins, type BoardState } from '@/lib/code-runners/virtual-board.ts';

/** Each LED's state in words, in the board's order. */
export function ledStates(board: BoardState): string[] {
  return ledPins.map((led) => describeLed(led.name, led.pin, board[led.pin]));
}

export function useLedAnnouncement(board: BoardState, intervalMs = 2000): string {
  const states = ledStates(board);
  const key = states.join('\n');
  const [sentence, setSentence] = useState('');
  const latest = useRef(states);
  // What was last said of each LED: at first, the board as the page shows it before any run.
  const said = useRef(states);
  const saidAt = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = key.split('\n');
    if (timer.current || key === said.current.join('\n')) return;
    const now = performance.now();
    timer.current = setTimeout(
      () => {
        timer.current = null;
        const changed = latest.current.filter((state, index) => state !== said.current[index]);
        said.current = latest.current;
        saidAt.current = performance.now();
        if (changed.length === 0) return;
        const next = `${changed.join('. ')}.`;
        // The same words as last time (it blinked back) must still change the region to be read out.
        setSentence((current) => (current === next ? `${next}\u00a0` : next));
      },
      Math.max(0, saidAt.current + intervalMs - now),
    );
  }, [key, intervalMs]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return sentence;
}
