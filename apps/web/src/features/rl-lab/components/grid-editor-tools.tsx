/**
 * The gridworld editor's tool bar: the preset world to start from (with the book it comes from) and a
 * way back to it, the grid's width and height, what a click (or Enter) on a cell does, the reward it
 * sets, the slip probability and which cell's reward a move pays.
 */
import type { RewardConvention } from '@tinkerlabs/rl/gridworld';
import { maxGridSide, minGridSide, type GridEdit } from '@tinkerlabs/rl/gridworld-editing';
import { gridworldPresets, type GridworldPresetId } from '@tinkerlabs/rl/gridworld-presets';
import { useId } from 'react';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { NumberField } from '@/components/ui/number-field.tsx';

export type EditTool = GridEdit['kind'];

const tools: { value: EditTool; label: string }[] = [
  { value: 'wall', label: 'Toggle wall' },
  { value: 'reward', label: 'Set reward' },
  { value: 'terminal', label: 'Toggle terminal' },
  { value: 'start', label: 'Move start' },
];

const conventions: { value: RewardConvention; label: string }[] = [
  { value: 'entering', label: 'On entering the next cell (Sutton & Barto)' },
  { value: 'leaving', label: 'R(s) of the cell left (Russell & Norvig)' },
];

export function GridEditorTools({
  tool,
  onToolChange,
  reward,
  onRewardChange,
  slip,
  onSlipChange,
  width,
  height,
  onSizeChange,
  rewardConvention,
  onRewardConventionChange,
  world,
  onWorldChange,
  onRestore,
}: {
  tool: EditTool;
  onToolChange: (tool: EditTool) => void;
  reward: number;
  onRewardChange: (reward: number) => void;
  slip: number;
  onSlipChange: (slip: number) => void;
  width: number;
  height: number;
  onSizeChange: (width: number, height: number) => void;
  rewardConvention: RewardConvention;
  onRewardConventionChange: (convention: RewardConvention) => void;
  world: GridworldPresetId;
  onWorldChange: (world: GridworldPresetId) => void;
  onRestore: () => void;
}) {
  const id = useId();
  const preset = gridworldPresets.find((p) => p.id === world);
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold text-neutral-900 dark:text-white">Edit the world</legend>
      <div className="col-span-2 flex flex-wrap items-end gap-3 sm:col-span-4">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor={`${id}-world`} className={labelClass}>
            World
          </label>
          <select
            id={`${id}-world`}
            value={world}
            onChange={(event) => onWorldChange(event.target.value as GridworldPresetId)}
            className={selectClass}
          >
            {gridworldPresets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={onRestore} className={secondaryButtonClass}>
          Restore world
        </button>
        <p className="w-full text-sm text-neutral-600 dark:text-neutral-400">{preset?.description}</p>
        {preset?.source ? (
          <p className="w-full text-sm text-neutral-600 dark:text-neutral-400">
            Source: <cite>{preset.source}</cite>
          </p>
        ) : null}
      </div>
      <NumberField
        label="Grid width"
        value={width}
        onChange={(w) => onSizeChange(Math.round(w), height)}
        min={minGridSide}
        max={maxGridSide}
        step={1}
      />
      <NumberField
        label="Grid height"
        value={height}
        onChange={(h) => onSizeChange(width, Math.round(h))}
        min={minGridSide}
        max={maxGridSide}
        step={1}
      />
      <div className="col-span-2">
        <label htmlFor={`${id}-convention`} className={labelClass}>
          Reward convention
        </label>
        <select
          id={`${id}-convention`}
          value={rewardConvention}
          onChange={(event) => onRewardConventionChange(event.target.value as RewardConvention)}
          className={selectClass}
        >
          {conventions.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-tool`} className={labelClass}>
          Click a cell to
        </label>
        <select
          id={`${id}-tool`}
          value={tool}
          onChange={(event) => onToolChange(event.target.value as EditTool)}
          className={selectClass}
        >
          {tools.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <NumberField label="Reward" value={reward} onChange={onRewardChange} min={-10} max={10} step={0.1} />
      <NumberField
        label="Slip probability"
        value={slip}
        onChange={onSlipChange}
        min={0}
        max={1}
        step={0.05}
      />
    </fieldset>
  );
}
