/**
 * The cart and pole drawn in SVG and animated in real time (one state every τ = 0.02 s) through a
 * replayed episode. Visitors who prefer reduced motion see the final frame, with a slider to scrub.
 */
import { cartPoleConstants, type CartPoleState } from '@tinkerlabs/rl/cartpole';
import { useEffect, useId, useState } from 'react';
import { labelClass } from '@/components/ui/control-styles.ts';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion.ts';
import type { Replay } from '../hooks/use-cartpole-training.ts';

const width = 600;
const height = 220;
const pixelsPerMetre = width / (2 * cartPoleConstants.xLimit + 1.2);
const trackY = 170;
const poleLength = 2 * cartPoleConstants.halfLength * pixelsPerMetre;
const upright: CartPoleState = { x: 0, xDot: 0, theta: 0, thetaDot: 0 };

function usePlayback(replay: Replay | null) {
  const [frame, setFrame] = useState(0);
  const [shownReplay, setShownReplay] = useState(replay);
  if (shownReplay !== replay) {
    setShownReplay(replay);
    setFrame(replay && prefersReducedMotion() ? replay.states.length - 1 : 0);
  }
  useEffect(() => {
    if (!replay || prefersReducedMotion()) return;
    const started = performance.now();
    let request = 0;
    const tick = (now: number) => {
      const next = Math.min(
        replay.states.length - 1,
        Math.floor((now - started) / 1000 / cartPoleConstants.tau),
      );
      setFrame(next);
      if (next < replay.states.length - 1) request = requestAnimationFrame(tick);
    };
    request = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(request);
  }, [replay]);
  return [frame, setFrame] as const;
}

export function CartPoleView({ replay }: { replay: Replay | null }) {
  const id = useId();
  const [frame, setFrame] = usePlayback(replay);
  const state = replay?.states[frame] ?? upright;
  const cartX = width / 2 + state.x * pixelsPerMetre;
  const tipX = cartX + poleLength * Math.sin(state.theta);
  const tipY = trackY - 22 - poleLength * Math.cos(state.theta);
  const limit = cartPoleConstants.xLimit * pixelsPerMetre;
  const degrees = (state.theta * 180) / Math.PI;
  const ended = replay && frame === replay.states.length - 1;

  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-caption`}
        className="block h-auto w-full"
      >
        <line
          x1={0}
          x2={width}
          y1={trackY}
          y2={trackY}
          strokeWidth={2}
          className="stroke-neutral-400 dark:stroke-neutral-600"
        />
        {[-1, 1].map((side) => (
          <line
            key={side}
            x1={width / 2 + side * limit}
            x2={width / 2 + side * limit}
            y1={trackY - 40}
            y2={trackY + 12}
            strokeDasharray="4 4"
            className="stroke-red-600 dark:stroke-red-400"
          />
        ))}
        <rect
          x={cartX - 30}
          y={trackY - 30}
          width={60}
          height={26}
          rx={4}
          className="fill-secondary-700 dark:fill-secondary-400"
        />
        <circle cx={cartX - 18} cy={trackY - 2} r={5} className="fill-neutral-700 dark:fill-neutral-300" />
        <circle cx={cartX + 18} cy={trackY - 2} r={5} className="fill-neutral-700 dark:fill-neutral-300" />
        <line
          x1={cartX}
          y1={trackY - 22}
          x2={tipX}
          y2={tipY}
          strokeWidth={8}
          strokeLinecap="round"
          className="stroke-primary-600 dark:stroke-primary-400"
        />
        <circle cx={cartX} cy={trackY - 22} r={4} className="fill-neutral-900 dark:fill-white" />
      </svg>
      <figcaption id={`${id}-caption`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        {replay
          ? `Step ${frame} of ${replay.states.length - 1}: cart at ${state.x.toFixed(2)} m, pole at ${degrees.toFixed(1)}°.${
              ended
                ? replay.failed
                  ? ' The pole fell or the cart left the track.'
                  : ' Balanced for all 500 steps.'
                : ''
            }`
          : 'Press "Replay learnt policy" to watch the agent balance the pole (red lines: the ±2.4 m limits).'}
      </figcaption>
      {replay ? (
        <div className="mt-2">
          <label htmlFor={`${id}-frame`} className={labelClass}>
            Replay step
          </label>
          <input
            id={`${id}-frame`}
            type="range"
            min={0}
            max={replay.states.length - 1}
            value={frame}
            onChange={(event) => setFrame(Number(event.target.value))}
            className="mt-1 block w-full accent-primary-700"
          />
        </div>
      ) : null}
    </figure>
  );
}
