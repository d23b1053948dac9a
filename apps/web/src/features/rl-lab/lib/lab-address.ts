/**
 * The gridworld lab's starting state in its address, so a lesson can open the lab on a preset world
 * with an algorithm chosen: /labs/simulators/rl?world=cliff-walking&algorithm=q-learning. The world may
 * also be resized (size=6x5, width × height) and given a reward convention (reward=leaving, R(s) of
 * the cell left; reward=entering). Anything missing or unknown falls back to the lab's own start, so
 * links written before size and reward existed open as they did.
 */
import { rewardConventions, type RewardConvention } from '@tinkerlabs/rl/gridworld';
import { maxGridSide, minGridSide } from '@tinkerlabs/rl/gridworld-editing';
import { gridworldPreset, type GridworldPresetId } from '@tinkerlabs/rl/gridworld-presets';
import { gridAlgorithms, type GridAlgorithm } from './lab-settings.ts';

export const rlLabPath = '/labs/simulators/rl';

export interface GridworldStart {
  world: GridworldPresetId;
  algorithm: GridAlgorithm;
  /** Columns and rows, 2–20 each; absent keeps the preset's size. */
  size?: { width: number; height: number };
  /** Absent keeps the preset's convention. */
  rewardConvention?: RewardConvention;
}

/** @example gridworldLabHref({ world: 'cliff-walking', algorithm: 'sarsa' }) // '/labs/simulators/rl?world=cliff-walking&algorithm=sarsa' */
export function gridworldLabHref(start: GridworldStart): string {
  const search = new URLSearchParams({ world: start.world, algorithm: start.algorithm });
  if (start.size) search.set('size', `${start.size.width}x${start.size.height}`);
  if (start.rewardConvention) search.set('reward', start.rewardConvention);
  return `${rlLabPath}?${search}`;
}

/** "6x5" as 6 columns and 5 rows, when both are whole numbers from 2 to 20. */
function readSize(text: string | null): GridworldStart['size'] {
  const match = /^(\d{1,2})x(\d{1,2})$/.exec(text ?? '');
  if (!match) return undefined;
  const [width, height] = [Number(match[1]), Number(match[2])];
  const fits = (n: number) => n >= minGridSide && n <= maxGridSide;
  return fits(width) && fits(height) ? { width, height } : undefined;
}

/** What the address asks for; each part is absent when the address does not name a known one. */
export function readGridworldStart(search: URLSearchParams): Partial<GridworldStart> {
  const world = gridworldPreset(search.get('world') ?? '')?.id;
  const algorithm = gridAlgorithms.find((a) => a.value === search.get('algorithm'))?.value;
  const size = readSize(search.get('size'));
  const rewardConvention = rewardConventions.find((c) => c === search.get('reward'));
  return {
    ...(world ? { world } : {}),
    ...(algorithm ? { algorithm } : {}),
    ...(size ? { size } : {}),
    ...(rewardConvention ? { rewardConvention } : {}),
  };
}
