/** The coordinate-transformation lesson's text and layout styles, shared by its sections. */
export const sectionClass = 'mt-14 scroll-mt-24';
export const sectionHeadingClass = 'text-2xl font-bold tracking-tight text-neutral-900 dark:text-white';
export const subheadingClass = 'mt-6 text-lg font-semibold text-neutral-900 dark:text-white';
export const proseClass = 'mt-3 max-w-3xl space-y-4 leading-7 text-neutral-700 dark:text-neutral-300';
/** A figure beside its controls on wide screens, above them on a phone. */
export const figureGridClass = 'mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]';
export const panelClass =
  'rounded-xl border border-neutral-200 bg-white p-4 shadow-sm dark:border-neutral-800 dark:bg-neutral-900';
export const figureFrameClass =
  'overflow-hidden rounded-xl border border-neutral-200 bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-950';
export const readoutClass = 'font-mono tabular-nums text-neutral-900 dark:text-white';
