/**
 * Teach and replay: store the current pose as a point, play the points as one path (joint or
 * straight-line legs, from the path setting), loop it, and set the speed.
 */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { Play, Plus, Square, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
  selectClass,
} from '@/components/ui/control-styles.ts';
import { displayUnit, toDisplay } from '../lib/joint-units.ts';
import { speedLabel } from '../lib/playback-speed.ts';
import { speedChoices } from '../lib/simulation-params.ts';
import { AlertMessage } from './alert-message.tsx';
import { hintClass, panelHeadingClass } from './field-styles.ts';
import { formatValue } from '../lib/format-value.ts';
import { useFocusAfterRemoval } from '@/lib/use-focus-after-removal.ts';

export function TeachPanel({
  model,
  points,
  onPoints,
  onTeach,
  speed,
  onSpeed,
  playing,
  onPlay,
  onStop,
  alert,
}: {
  model: RobotModel;
  points: readonly (readonly number[])[];
  onPoints: (points: number[][]) => void;
  onTeach: () => void;
  speed: number;
  onSpeed: (speed: number) => void;
  playing: boolean;
  onPlay: (loop: boolean) => void;
  onStop: () => void;
  /** Why the last tour could not be planned. */
  alert: string | null;
}) {
  const [loop, setLoop] = useState(false);
  const speedId = useId();
  const noPointsId = useId();
  // "Remove point N" takes its row away: the focus goes to the next row's button, or the heading.
  const { listRef, fallbackRef, removing } = useFocusAfterRemoval<HTMLOListElement, HTMLHeadingElement>();
  const describe = (point: readonly number[]) =>
    model.joints
      .map(
        (joint, index) =>
          `${joint.symbol} ${formatValue(toDisplay(joint, point[index] ?? 0), 1)} ${displayUnit(joint)}`,
      )
      .join(', ');
  return (
    <section aria-labelledby="teach-heading">
      <h2 id="teach-heading" ref={fallbackRef} tabIndex={-1} className={panelHeadingClass}>
        Teach points
      </h2>
      <p className={`mt-1 ${hintClass}`}>
        Pose the arm, store the pose, repeat; then play the points as one path, as a teach pendant does.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onTeach} disabled={playing}>
          <Plus aria-hidden className="size-4" /> Teach point
        </button>
        {playing ? (
          <button type="button" className={primaryButtonClass} onClick={onStop}>
            <Square aria-hidden className="size-4" /> Stop
          </button>
        ) : (
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => onPlay(loop)}
            disabled={points.length === 0}
            aria-describedby={points.length === 0 ? noPointsId : undefined}
          >
            <Play aria-hidden className="size-4" /> Play path
          </button>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
          <input
            type="checkbox"
            checked={loop}
            onChange={(event) => setLoop(event.target.checked)}
            className="size-4 accent-secondary-600"
          />
          Loop
        </label>
        <div className="min-w-48">
          <label htmlFor={speedId} className={labelClass}>
            Speed
          </label>
          <select
            id={speedId}
            value={speed}
            onChange={(event) => onSpeed(Number(event.target.value))}
            className={selectClass}
          >
            {speedChoices.map((choice) => (
              <option key={choice} value={choice}>
                {speedLabel(choice)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {alert ? <AlertMessage className="mt-3">{alert}</AlertMessage> : null}
      {points.length > 0 ? (
        <ol ref={listRef} aria-label="Taught points" className="mt-3 space-y-1 text-sm">
          {points.map((point, index) => (
            <li
              key={`${index}-${point.join()}`}
              className="flex items-center justify-between gap-2 rounded-md bg-neutral-100 px-2 py-1 dark:bg-neutral-800"
            >
              <span className="font-mono text-xs text-neutral-800 tabular-nums dark:text-neutral-200">
                {index + 1}. {describe(point)}
              </span>
              <button
                type="button"
                aria-label={`Remove point ${index + 1}`}
                data-remove
                onClick={() => {
                  removing(index);
                  onPoints(points.filter((_, other) => other !== index).map((kept) => [...kept]));
                }}
                disabled={playing}
                className="rounded p-1 text-neutral-600 hover:bg-neutral-200 hover:text-red-700 dark:text-neutral-300 dark:hover:bg-neutral-700"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p id={noPointsId} className={`mt-3 ${hintClass}`}>
          No points yet, so there is no path to play. Pose the arm with the joints or a target, then press
          Teach point; Play path then moves the arm through the points in order.
        </p>
      )}
    </section>
  );
}
