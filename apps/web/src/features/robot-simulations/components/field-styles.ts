/** The look of the simulator's compact controls, next to the shared form styles. */
const inputLook =
  'rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-sm text-neutral-900 tabular-nums shadow-sm focus:border-secondary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white';

export const inputClass = `block w-full ${inputLook}`;

/** The number beside a slider: wide enough for "-132.5". */
export const compactInputClass = `w-24 shrink-0 ${inputLook}`;

export const panelHeadingClass = 'text-base font-semibold text-neutral-900 dark:text-white';

export const hintClass = 'text-sm text-neutral-600 dark:text-neutral-400';
