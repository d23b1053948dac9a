/**
 * The gridworld half of the lab: start from a preset world (the address may name one, resize it and
 * choose its reward convention), edit it, pick an algorithm and its parameters, then watch values and
 * policy change on the grid while returns and episode lengths are plotted.
 */
import type { Gridworld } from '@tinkerlabs/rl/gridworld';
import { editCell, resizeGridworld, withRewardConvention, withSlip } from '@tinkerlabs/rl/gridworld-editing';
import { gridworldPreset, type GridworldPresetId } from '@tinkerlabs/rl/gridworld-presets';
import { useId, useMemo, useState } from 'react';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import { NumberField } from '@/components/ui/number-field.tsx';
import { useGridRun } from '../hooks/use-grid-run.ts';
import type { GridworldStart } from '../lib/lab-address.ts';
import {
  defaultGridSettings,
  defaultSpeedIndex,
  gridAlgorithms,
  isDynamicProgramming,
  presetSettings,
  speeds,
  stepDescription,
  updateUnit,
  type GridAlgorithm,
  type GridSettings,
} from '../lib/lab-settings.ts';
import { GridEditorTools, type EditTool } from './grid-editor-tools.tsx';
import { GridRunSummary } from './grid-run-summary.tsx';
import { GridView } from './grid-view.tsx';
import { LearningChart } from './learning-chart.tsx';
import { RunBar } from './run-bar.tsx';

/** The preset's world with the size and reward convention the address asks for, if any. */
function startingWorld(start: Partial<GridworldStart>, world: GridworldPresetId): Gridworld {
  let grid = gridworldPreset(world).world();
  if (start.size) grid = resizeGridworld(grid, start.size.width, start.size.height);
  if (start.rewardConvention) grid = withRewardConvention(grid, start.rewardConvention);
  return grid;
}

/** Wider grids take the page's whole width, with the charts below them. */
const widestBesideCharts = 8;

export function GridworldLab({ start = {} }: { start?: Partial<GridworldStart> }) {
  const id = useId();
  const [world, setWorld] = useState<GridworldPresetId>(start.world ?? 'lab-default');
  const [grid, setGrid] = useState<Gridworld>(() => startingWorld(start, world));
  const [settings, setSettings] = useState<GridSettings>(() =>
    presetSettings(gridworldPreset(world), defaultGridSettings.algorithm, start.algorithm),
  );
  const [speedIndex, setSpeedIndex] = useState(defaultSpeedIndex);
  const [tool, setTool] = useState<EditTool>('wall');
  const [reward, setReward] = useState(-1);
  const run = useGridRun(grid, settings, speeds[speedIndex]!);
  const dp = isDynamicProgramming(settings.algorithm);
  const set = (patch: Partial<GridSettings>) => setSettings((current) => ({ ...current, ...patch }));

  const { snapshot } = run;
  const returns = useMemo(() => snapshot.episodes.map((e) => e.return), [snapshot]);
  const steps = useMemo(() => snapshot.episodes.map((e) => e.steps), [snapshot]);

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        <div className="col-span-2">
          <label htmlFor={`${id}-algorithm`} className={labelClass}>
            Algorithm
          </label>
          <select
            id={`${id}-algorithm`}
            value={settings.algorithm}
            onChange={(event) => set({ algorithm: event.target.value as GridAlgorithm })}
            className={selectClass}
          >
            {gridAlgorithms.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          label="Discount γ"
          value={settings.gamma}
          onChange={(gamma) => set({ gamma })}
          min={0}
          max={1}
          step={0.01}
        />
        {dp ? (
          <NumberField
            label="Threshold θ"
            value={settings.theta}
            onChange={(theta) => set({ theta })}
            min={1e-10}
            max={1}
            step={0.0001}
          />
        ) : (
          <>
            <NumberField
              label="Exploration ε"
              value={settings.epsilon}
              onChange={(epsilon) => set({ epsilon })}
              min={0}
              max={1}
              step={0.05}
            />
            <NumberField
              label="Step size α"
              value={settings.alpha}
              onChange={(alpha) => set({ alpha })}
              min={0.001}
              max={1}
              step={0.05}
            />
            <NumberField
              label="Trace decay λ"
              value={settings.lambda}
              onChange={(lambda) => set({ lambda })}
              min={0}
              max={1}
              step={0.1}
            />
            <NumberField
              label="Seed"
              value={settings.seed}
              onChange={(seed) => set({ seed: Math.round(seed) })}
              min={0}
              max={1_000_000}
              step={1}
            />
          </>
        )}
      </div>

      <RunBar
        running={run.running}
        canRun={!snapshot.converged}
        onRun={run.run}
        onStep={run.step}
        onStop={run.stop}
        onReset={run.reset}
        speedIndex={speedIndex}
        onSpeedChange={setSpeedIndex}
        stepLabel={stepDescription(settings.algorithm)}
        updateUnit={updateUnit(settings.algorithm)}
      />

      <div
        className={
          grid.width > widestBesideCharts
            ? 'grid gap-6'
            : 'grid gap-6 lg:grid-cols-[minmax(0,34rem)_minmax(0,1fr)]'
        }
      >
        <div className="space-y-4">
          <GridView
            grid={grid}
            values={snapshot.values}
            policy={snapshot.policy}
            agentCell={snapshot.agentCell}
            digits={gridworldPreset(world).valueDigits ?? 2}
            onActivate={(cell) =>
              setGrid((g) =>
                editCell(g, cell, tool === 'reward' ? { kind: 'reward', value: reward } : { kind: tool }),
              )
            }
          />
          <GridEditorTools
            tool={tool}
            onToolChange={setTool}
            reward={reward}
            onRewardChange={setReward}
            slip={grid.slip}
            onSlipChange={(slip) => setGrid((g) => withSlip(g, slip))}
            width={grid.width}
            height={grid.height}
            onSizeChange={(width, height) => setGrid((g) => resizeGridworld(g, width, height))}
            rewardConvention={grid.rewardConvention ?? 'entering'}
            onRewardConventionChange={(convention) => setGrid((g) => withRewardConvention(g, convention))}
            world={world}
            onWorldChange={(next) => {
              setWorld(next);
              setGrid(gridworldPreset(next).world());
              setSettings((current) => presetSettings(gridworldPreset(next), current.algorithm));
            }}
            onRestore={() => setGrid(gridworldPreset(world).world())}
          />
        </div>
        <div className="space-y-5">
          <GridRunSummary dp={dp} snapshot={snapshot} algorithm={settings.algorithm} />
          {dp ? null : (
            <>
              <LearningChart
                title="Return per episode"
                yLabel="Return"
                series={[
                  {
                    name: 'Return',
                    values: returns,
                    strokeClass: 'stroke-primary-600 dark:stroke-primary-400',
                  },
                ]}
              />
              <LearningChart
                title="Steps per episode"
                yLabel="Steps"
                series={[
                  {
                    name: 'Steps',
                    values: steps,
                    strokeClass: 'stroke-secondary-600 dark:stroke-secondary-400',
                  },
                ]}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
