/**
 * The cart-pole half of the lab: a REINFORCE-with-baseline agent trains in a Web Worker while the
 * page plots each episode's return and the average of the last 20; the learnt policy can then be
 * replayed. Cart-pole counts as solved when that average reaches 475, CartPole-v1's threshold (Gym
 * asks it of 100 episodes; 195 was v0's, whose episodes ended at 200 steps). Policy gradients can
 * unlearn, so the page says when the average first reached it and what it is now, not "solved".
 */
import { Film } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { NumberField } from '@/components/ui/number-field.tsx';
import { RunStatus } from '@/components/ui/run-status.tsx';
import { useCartPoleTraining } from '../hooks/use-cartpole-training.ts';
import { defaultSpeedIndex, speeds, updatesPerSecond } from '../lib/lab-settings.ts';
import { maxTrainingEpisodes } from '../lib/cartpole-messages.ts';
import { CartPoleView } from './cartpole-view.tsx';
import { LearningChart } from './learning-chart.tsx';
import { RunBar } from './run-bar.tsx';

const outputLabelClass = 'text-sm text-neutral-600 dark:text-neutral-400';
const outputClass = 'block text-2xl font-semibold tabular-nums text-neutral-900 dark:text-white';

/** Running means over the last 20 episodes, for the chart. */
function movingAverage(values: readonly number[], window = 20): number[] {
  const result: number[] = [];
  let sum = 0;
  values.forEach((value, i) => {
    sum += value - (i >= window ? values[i - window]! : 0);
    result.push(sum / Math.min(i + 1, window));
  });
  return result;
}

/** CartPole-v1's threshold for solved: a mean return of 475 (of the most, 500). */
const solvedAverage = 475;

export function CartPoleLab() {
  const id = useId();
  const [seed, setSeed] = useState(1);
  const [speedIndex, setSpeedIndex] = useState(defaultSpeedIndex);
  const training = useCartPoleTraining(seed);
  const averages = useMemo(() => movingAverage(training.returns), [training.returns]);
  const episodesPerSecond = (index: number) =>
    index === speeds.length - 1 ? null : updatesPerSecond(speeds[index]!);
  const solvedAt = averages.findIndex((a, i) => i >= 19 && a >= solvedAverage);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="col-span-2">
          <label htmlFor={`${id}-algorithm`} className={labelClass}>
            Algorithm
          </label>
          <select id={`${id}-algorithm`} className={selectClass} defaultValue="reinforce">
            <option value="reinforce">REINFORCE with baseline (neural network)</option>
          </select>
        </div>
        <NumberField
          label="Seed"
          value={seed}
          onChange={(s) => setSeed(Math.round(s))}
          min={0}
          max={1_000_000}
          step={1}
        />
      </div>
      <RunBar
        running={training.running}
        canRun={training.returns.length < maxTrainingEpisodes}
        onRun={() => training.run(episodesPerSecond(speedIndex))}
        onStep={training.step}
        onStop={training.stop}
        onReset={training.reset}
        speedIndex={speedIndex}
        onSpeedChange={(index) => {
          setSpeedIndex(index);
          if (training.running) training.run(episodesPerSecond(index));
        }}
        stepLabel="Train on one episode"
        updateUnit="episodes"
        fastestLabel="as fast as possible"
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={`${id}-episodes`} className={outputLabelClass}>
                Episodes
              </label>
              <output id={`${id}-episodes`} aria-live="off" className={outputClass}>
                {training.returns.length}
              </output>
            </div>
            <div>
              <label htmlFor={`${id}-average`} className={outputLabelClass}>
                Average return
              </label>
              <output
                id={`${id}-average`}
                aria-live="off"
                aria-describedby={`${id}-average-note`}
                className={outputClass}
              >
                {training.average.toFixed(1)}
              </output>
              <span id={`${id}-average-note`} className="text-xs text-neutral-600 dark:text-neutral-400">
                over the last 20 episodes
              </span>
            </div>
          </div>
          <div>
            {/* Announced once, when first solved; the current average below it changes every report. */}
            <RunStatus>
              {solvedAt >= 0
                ? `First solved at episode ${solvedAt + 1}: the 20-episode average reached ${solvedAverage}.`
                : ''}
            </RunStatus>
            {solvedAt >= 0 ? (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">
                {training.average >= solvedAverage
                  ? `It is ${training.average.toFixed(1)} now, still at or above ${solvedAverage}.`
                  : `It is ${training.average.toFixed(1)} now, below ${solvedAverage} again.`}
              </p>
            ) : null}
          </div>
          <LearningChart
            title="Cart-pole learning curve"
            yLabel="Return"
            target={{ value: solvedAverage, label: `the ${solvedAverage} threshold` }}
            marker={
              solvedAt >= 0
                ? { episode: solvedAt + 1, label: `first solved, episode ${solvedAt + 1}` }
                : undefined
            }
            series={[
              {
                name: 'Return',
                values: training.returns,
                strokeClass: 'stroke-neutral-400 dark:stroke-neutral-500',
              },
              {
                name: 'Average of last 20',
                values: averages,
                strokeClass: 'stroke-primary-600 dark:stroke-primary-400',
              },
            ]}
          />
        </div>
        <div className="space-y-3">
          <button type="button" onClick={training.requestReplay} className={secondaryButtonClass}>
            <Film aria-hidden="true" className="size-4" /> Replay learnt policy
          </button>
          <CartPoleView replay={training.replay} />
        </div>
      </div>
    </div>
  );
}
