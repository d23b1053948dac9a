/** The look of the simulator's panel headings and hints, next to the shared form styles. */
export const panelHeadingClass = 'text-base font-semibold text-neutral-900 dark:text-white';

export const hintClass = 'text-sm text-neutral-600 dark:text-neutral-400';
