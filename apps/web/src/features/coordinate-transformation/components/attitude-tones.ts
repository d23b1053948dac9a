// Colours of the 3D view, as Tailwind classes that follow dark mode: body axes x red, y green, z blue;
// the three rotation lines in their own colours and dash patterns, so two that coincide stay visible.
import type { SceneRole } from '../lib/attitude-scene.ts';

export interface RoleStyle {
  stroke: string;
  fill: string;
  width: number;
  dash?: string;
  label?: string;
}

export const roleStyles: Record<SceneRole, RoleStyle> = {
  'world-axis': {
    stroke: 'stroke-neutral-500 dark:stroke-neutral-400',
    fill: 'fill-neutral-500 dark:fill-neutral-400',
    width: 1.5,
    label: 'fill-neutral-700 dark:fill-neutral-300',
  },
  'body-x': {
    stroke: 'stroke-red-600 dark:stroke-red-400',
    fill: 'fill-red-600 dark:fill-red-400',
    width: 3,
    label: 'fill-red-700 dark:fill-red-300',
  },
  'body-y': {
    stroke: 'stroke-green-700 dark:stroke-green-400',
    fill: 'fill-green-700 dark:fill-green-400',
    width: 3,
    label: 'fill-green-800 dark:fill-green-300',
  },
  'body-z': {
    stroke: 'stroke-secondary-600 dark:stroke-secondary-400',
    fill: 'fill-secondary-600 dark:fill-secondary-400',
    width: 3,
    label: 'fill-secondary-800 dark:fill-secondary-300',
  },
  panel: {
    stroke: 'stroke-neutral-600 dark:stroke-neutral-300',
    fill: 'fill-neutral-300/70 dark:fill-neutral-600/70',
    width: 1,
  },
  'yaw-axis': {
    stroke: 'stroke-amber-600 dark:stroke-amber-400',
    fill: 'fill-amber-600 dark:fill-amber-400',
    width: 2,
    dash: '8 5',
    label: 'fill-amber-800 dark:fill-amber-300',
  },
  'pitch-axis': {
    stroke: 'stroke-violet-600 dark:stroke-violet-400',
    fill: 'fill-violet-600 dark:fill-violet-400',
    width: 2,
    dash: '2 4',
    label: 'fill-violet-800 dark:fill-violet-300',
  },
  'roll-axis': {
    stroke: 'stroke-pink-600 dark:stroke-pink-400',
    fill: 'fill-pink-600 dark:fill-pink-400',
    width: 2,
    dash: '3 9',
    label: 'fill-pink-800 dark:fill-pink-300',
  },
};
