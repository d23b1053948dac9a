/**
 * The MicroPython lab's virtual Raspberry Pi Pico: LEDs, a push button, a potentiometer, a servo and
 * an RGB LED, each labelled with its GPIO. Outputs show the pin states the worker reports, and each
 * part's accessible name says its state ("LED 1 (GP2): on"), and the LEDs' changes are read out, a
 * few at a time (use-led-announcement.ts); the inputs write to the memory shared with the worker, so a
 * running program reads them at once.
 */
import {
  boardName,
  brightness,
  buttonPin,
  describeLed,
  ledPins,
  potentiometerPin,
  rgbPins,
  servoAngle,
  servoPin,
  type BoardState,
} from '@/lib/code-runners/virtual-board.ts';
import { useId } from 'react';
import { BoardInputs } from './board-inputs.tsx';
import { ServoDial } from './servo-dial.tsx';
import { useLedAnnouncement } from './use-led-announcement.ts';

const ledColours: Record<(typeof ledPins)[number]['colour'], string> = {
  red: '#ef4444',
  amber: '#f59e0b',
  green: '#22c55e',
  blue: '#3b82f6',
};

export function VirtualBoard({ board, inputs }: { board: BoardState; inputs: SharedArrayBuffer | null }) {
  const headingId = useId();
  const ledNews = useLedAnnouncement(board);
  const rgb = {
    red: brightness(board[rgbPins.red]),
    green: brightness(board[rgbPins.green]),
    blue: brightness(board[rgbPins.blue]),
  };
  const percent = (level: number) => `${Math.round(level * 100)} %`;
  const angle = servoAngle(board[servoPin]);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-300 bg-emerald-50/60 p-4 dark:border-neutral-700 dark:bg-emerald-950/30"
    >
      <h3 id={headingId} className="text-sm font-semibold text-neutral-900 dark:text-white">
        Virtual {boardName}
      </h3>
      <p className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
        Each part is wired to the GPIO pin in its name; use those numbers with <code>machine.Pin</code>,{' '}
        <code>PWM</code> and <code>ADC</code>.
      </p>

      {/* Not a status (the lab has one, for the runtime): a plain polite live region. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-led-announcement>
        {ledNews}
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="LEDs">
        {ledPins.map((led) => {
          const level = brightness(board[led.pin]);
          return (
            <li
              key={led.pin}
              className="flex items-center gap-2 text-xs text-neutral-800 dark:text-neutral-200"
            >
              <span
                role="img"
                aria-label={describeLed(led.name, led.pin, board[led.pin])}
                className="inline-block size-5 shrink-0 rounded-full border border-neutral-500"
                style={{
                  backgroundColor: ledColours[led.colour],
                  opacity: 0.15 + 0.85 * level,
                  boxShadow: level > 0 ? `0 0 ${4 + 10 * level}px ${ledColours[led.colour]}` : 'none',
                }}
              />
              <span aria-hidden>
                {led.name} <span className="text-neutral-600 dark:text-neutral-400">GP{led.pin}</span>
              </span>
            </li>
          );
        })}
      </ul>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ServoDial angle={angle} pin={servoPin} />
        <div className="flex items-center gap-3 text-xs text-neutral-800 dark:text-neutral-200">
          <span
            role="img"
            aria-label={`RGB LED (GP${rgbPins.red}, GP${rgbPins.green}, GP${rgbPins.blue}): red ${percent(rgb.red)}, green ${percent(rgb.green)}, blue ${percent(rgb.blue)}`}
            className="inline-block size-10 shrink-0 rounded-full border border-neutral-500"
            style={{
              backgroundColor: `rgb(${Math.round(rgb.red * 255)}, ${Math.round(rgb.green * 255)}, ${Math.round(rgb.blue * 255)})`,
            }}
          />
          <span aria-hidden>
            RGB LED: red GP{rgbPins.red}, green GP{rgbPins.green}, blue GP{rgbPins.blue}
          </span>
        </div>
      </div>

      <BoardInputs inputs={inputs} buttonPin={buttonPin} potentiometerPin={potentiometerPin} />
    </section>
  );
}
