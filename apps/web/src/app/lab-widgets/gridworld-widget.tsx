/**
 * The gridworld lab in a lesson: a preset world (packages/rl/src/gridworld-presets.ts) with the lab's
 * grid, run controls and run status, and the algorithm to run on it. The world is not editable here;
 * "Open in the lab" is for that.
 */
import {
  gridworldPreset,
  type GridworldPreset,
  type GridworldPresetId,
} from '@tinkerlabs/rl/gridworld-presets';
import { useId, useState } from 'react';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import { GridView } from '@/features/rl-lab/components/grid-view.tsx';
import { GridRunSummary } from '@/features/rl-lab/components/grid-run-summary.tsx';
import { RunBar } from '@/features/rl-lab/components/run-bar.tsx';
import { useGridRun } from '@/features/rl-lab/hooks/use-grid-run.ts';
import {
  defaultGridSettings,
  defaultSpeedIndex,
  gridAlgorithms,
  isDynamicProgramming,
  speeds,
  stepDescription,
  updateUnit,
  type GridAlgorithm,
  type GridSettings,
} from '@/features/rl-lab/lib/lab-settings.ts';
import type { LiveWidgetProps } from './live-widget.ts';

/**
 * The source's own parameters, γ = 1 included: a lesson quotes the book's numbers. A run that does not
 * converge (a policy that never ends an episode) is stopped by the runner, here as in the lab.
 */
const textbookSettings = (preset: GridworldPreset, algorithm: GridAlgorithm): GridSettings => ({
  ...defaultGridSettings,
  gamma: preset.discount,
  ...preset.learning,
  algorithm,
});

function parameterText(settings: GridSettings): string {
  const gamma = `γ = ${settings.gamma}`;
  return isDynamicProgramming(settings.algorithm)
    ? `${gamma}, θ = ${settings.theta}`
    : `${gamma}, α = ${settings.alpha}, ε = ${settings.epsilon}`;
}

function Gridworld({ preset, attrs, onState }: LiveWidgetProps<'gridworld'> & { preset: GridworldPreset }) {
  const id = useId();
  const [grid] = useState(preset.world);
  const [settings, setSettings] = useState(() => textbookSettings(preset, attrs.algorithm));
  const [speedIndex, setSpeedIndex] = useState(defaultSpeedIndex);
  const run = useGridRun(grid, settings, speeds[speedIndex]!);
  const dp = isDynamicProgramming(settings.algorithm);
  // Square worlds stay within 18rem of height; a long one (the cliff, 12 × 4) may use the whole width.
  const gridWidth = `${(18 * grid.width) / grid.height}rem`;

  return (
    <div className="grid gap-4 @2xl:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0" style={{ maxWidth: gridWidth }}>
        <GridView
          grid={grid}
          values={run.snapshot.values}
          policy={run.snapshot.policy}
          agentCell={run.snapshot.agentCell}
        />
        <p className="mt-2 text-xs text-neutral-600 dark:text-neutral-400">{parameterText(settings)}</p>
      </div>
      <div className="min-w-0 space-y-4 @2xl:col-start-2 @2xl:row-start-1">
        <div>
          <label htmlFor={`${id}-algorithm`} className={labelClass}>
            Algorithm
          </label>
          <select
            id={`${id}-algorithm`}
            value={settings.algorithm}
            onChange={(event) => {
              const algorithm = event.target.value as GridAlgorithm;
              setSettings(textbookSettings(preset, algorithm));
              onState({ ...attrs, algorithm });
            }}
            className={selectClass}
          >
            {gridAlgorithms.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        <RunBar
          running={run.running}
          canRun={!run.snapshot.converged}
          onRun={run.run}
          onStep={run.step}
          onStop={run.stop}
          onReset={run.reset}
          speedIndex={speedIndex}
          onSpeedChange={setSpeedIndex}
          stepLabel={stepDescription(settings.algorithm)}
          updateUnit={updateUnit(settings.algorithm)}
        />
        <GridRunSummary dp={dp} snapshot={run.snapshot} algorithm={settings.algorithm} />
      </div>
    </div>
  );
}

export default function GridworldWidget(props: LiveWidgetProps<'gridworld'>) {
  // `satisfies`: every world a document may name is one of the rl package's presets.
  return <Gridworld preset={gridworldPreset(props.attrs.world satisfies GridworldPresetId)} {...props} />;
}
