/**
 * The gridworld editor's tool bar: what a click (or Enter) on a cell does, the reward it sets, the
 * slip probability, and a way back to the default world.
 */
import type { GridEdit } from '@tinkerlabs/rl/gridworld-editing';
import { useId } from 'react';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { NumberField } from './number-field.tsx';

export type EditTool = GridEdit['kind'];

const tools: { value: EditTool; label: string }[] = [
  { value: 'wall', label: 'Toggle wall' },
  { value: 'reward', label: 'Set reward' },
  { value: 'terminal', label: 'Toggle terminal' },
  { value: 'start', label: 'Move start' },
];

export function GridEditorTools({
  tool,
  onToolChange,
  reward,
  onRewardChange,
  slip,
  onSlipChange,
  onRestore,
}: {
  tool: EditTool;
  onToolChange: (tool: EditTool) => void;
  reward: number;
  onRewardChange: (reward: number) => void;
  slip: number;
  onSlipChange: (slip: number) => void;
  onRestore: () => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold text-neutral-900 dark:text-white">Edit the world</legend>
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
      <div className="flex items-end">
        <button type="button" onClick={onRestore} className={secondaryButtonClass}>
          Default world
        </button>
      </div>
    </fieldset>
  );
}
