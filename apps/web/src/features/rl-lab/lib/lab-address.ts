/**
 * The gridworld lab's starting state in its address, so a lesson can open the lab on a preset world
 * with an algorithm chosen: /labs/simulators/rl?world=cliff-walking&algorithm=q-learning. Anything
 * missing or unknown falls back to the lab's own start.
 */
import { gridworldPreset, type GridworldPresetId } from '@tinkerlabs/rl/gridworld-presets';
import { gridAlgorithms, type GridAlgorithm } from './lab-settings.ts';

export const rlLabPath = '/labs/simulators/rl';

export interface GridworldStart {
  world: GridworldPresetId;
  algorithm: GridAlgorithm;
}

/** @example gridworldLabHref({ world: 'cliff-walking', algorithm: 'sarsa' }) // '/labs/simulators/rl?world=cliff-walking&algorithm=sarsa' */
export function gridworldLabHref(start: GridworldStart): string {
  return `${rlLabPath}?${new URLSearchParams({ world: start.world, algorithm: start.algorithm })}`;
}

/** What the address asks for; each part is absent when the address does not name a known one. */
export function readGridworldStart(search: URLSearchParams): Partial<GridworldStart> {
  const world = gridworldPreset(search.get('world') ?? '')?.id;
  const algorithm = gridAlgorithms.find((a) => a.value === search.get('algorithm'))?.value;
  return { ...(world ? { world } : {}), ...(algorithm ? { algorithm } : {}) };
}
