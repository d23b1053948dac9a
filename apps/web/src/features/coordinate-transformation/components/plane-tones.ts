// How each kind of frame, guide line and point looks in the 2D figures, as Tailwind classes so the
// drawing follows dark mode like the rest of the page. x axes are red and y axes green, as in most
// robotics software; the world frame is drawn in the neutral ink.

export type FrameTone = 'world' | 'body' | 'step' | 'ghost';

export interface ToneStyle {
  xAxis: string;
  /** The arrowhead's fill, the same colour as the axis. */
  xHead: string;
  yAxis: string;
  yHead: string;
  label: string;
  dashed: boolean;
}

export const frameTones: Record<FrameTone, ToneStyle> = {
  world: {
    xAxis: 'stroke-neutral-700 dark:stroke-neutral-300',
    xHead: 'fill-neutral-700 dark:fill-neutral-300',
    yAxis: 'stroke-neutral-700 dark:stroke-neutral-300',
    yHead: 'fill-neutral-700 dark:fill-neutral-300',
    label: 'fill-neutral-800 dark:fill-neutral-200',
    dashed: false,
  },
  body: {
    xAxis: 'stroke-red-600 dark:stroke-red-400',
    xHead: 'fill-red-600 dark:fill-red-400',
    yAxis: 'stroke-green-700 dark:stroke-green-400',
    yHead: 'fill-green-700 dark:fill-green-400',
    label: 'fill-neutral-900 dark:fill-white',
    dashed: false,
  },
  step: {
    xAxis: 'stroke-amber-600 dark:stroke-amber-400',
    xHead: 'fill-amber-600 dark:fill-amber-400',
    yAxis: 'stroke-amber-600 dark:stroke-amber-400',
    yHead: 'fill-amber-600 dark:fill-amber-400',
    label: 'fill-amber-800 dark:fill-amber-300',
    dashed: true,
  },
  ghost: {
    xAxis: 'stroke-neutral-400 dark:stroke-neutral-500',
    xHead: 'fill-neutral-400 dark:fill-neutral-500',
    yAxis: 'stroke-neutral-400 dark:stroke-neutral-500',
    yHead: 'fill-neutral-400 dark:fill-neutral-500',
    label: 'fill-neutral-600 dark:fill-neutral-400',
    dashed: true,
  },
};

export type GuideTone = 'world' | 'body' | 'chain';

export const guideTones: Record<GuideTone, string> = {
  world: 'stroke-neutral-500 dark:stroke-neutral-400',
  body: 'stroke-red-500 dark:stroke-red-400',
  chain: 'stroke-amber-600 dark:stroke-amber-400',
};

export const gridClass = 'stroke-neutral-200 dark:stroke-neutral-800';
export const pointClass = 'fill-secondary-600 stroke-white dark:fill-secondary-400 dark:stroke-neutral-950';
export const pointLabelClass = 'fill-secondary-800 dark:fill-secondary-300';
export const handleClass = 'fill-white stroke-red-600 dark:fill-neutral-900 dark:stroke-red-400';
