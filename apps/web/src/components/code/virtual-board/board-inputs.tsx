/**
 * The virtual board's inputs: a push button (held down with the pointer, or with Space or Enter) and
 * a potentiometer. They write to the memory shared with the worker (virtual-board.ts); where the
 * page cannot share memory (not cross-origin isolated), they are shown as unavailable.
 */
import { useId, useState } from 'react';
import { inputSlots } from '@/lib/code-runners/virtual-board.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

export function BoardInputs({
  inputs,
  buttonPin,
  potentiometerPin,
}: {
  inputs: SharedArrayBuffer | null;
  buttonPin: number;
  potentiometerPin: number;
}) {
  const id = useId();
  const [pressed, setPressed] = useState(false);
  const [position, setPosition] = useState(50);
  // The server cannot share memory: its markup shows the inputs unavailable, and so does the
  // browser's hydration of it; they work from the next render.
  const hydrated = useHydrated();
  const slots = inputs && hydrated ? new Int32Array(inputs) : null;

  const press = (down: boolean) => {
    setPressed(down);
    const level = down ? 1 : 0;
    if (!slots || Atomics.exchange(slots, inputSlots.button, level) === level) return;
    // The count of changes lets the worker see a press for Pin.irq even if it looks after the release;
    // the notify wakes a program that sleeps, so its interrupt handler runs at once.
    Atomics.add(slots, inputSlots.buttonChanges, 1);
    Atomics.notify(slots, inputSlots.buttonChanges);
  };
  const turn = (percent: number) => {
    setPosition(percent);
    if (slots) Atomics.store(slots, inputSlots.potentiometer, Math.round((percent / 100) * 65535));
  };

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <button
        type="button"
        disabled={!slots}
        aria-pressed={pressed}
        aria-label={`Push button (GP${buttonPin}): ${pressed ? 'pressed' : 'released'}`}
        onPointerDown={() => press(true)}
        onPointerUp={() => press(false)}
        onPointerLeave={() => pressed && press(false)}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
            event.preventDefault();
            press(true);
          }
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') press(false);
        }}
        className="inline-flex items-center justify-center gap-2 rounded-full border-2 border-neutral-600 bg-neutral-200 px-4 py-2 text-sm font-semibold text-neutral-900 select-none aria-pressed:translate-y-0.5 aria-pressed:bg-neutral-400 disabled:opacity-60 dark:bg-neutral-800 dark:text-neutral-100 dark:aria-pressed:bg-neutral-600"
      >
        Hold to press (GP{buttonPin})
      </button>
      <div>
        <label
          htmlFor={`${id}-pot`}
          className="block text-xs font-medium text-neutral-800 dark:text-neutral-200"
        >
          Potentiometer (GP{potentiometerPin}, ADC0)
        </label>
        <input
          id={`${id}-pot`}
          type="range"
          min={0}
          max={100}
          value={position}
          disabled={!slots}
          aria-valuetext={`${position} %`}
          onChange={(event) => turn(Number(event.target.value))}
          className="mt-1 w-full accent-secondary-600"
        />
      </div>
      {slots ? null : (
        <p className="text-xs text-neutral-700 sm:col-span-2 dark:text-neutral-300">
          The button and the potentiometer need a page that can share memory with its worker: reload the page
          to use them.
        </p>
      )}
    </div>
  );
}
