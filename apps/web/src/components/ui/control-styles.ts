/** The look of form controls and buttons on content pages (the labs catalogues use the same strings). */
export const labelClass = 'block text-sm font-medium text-neutral-800 dark:text-neutral-200';

export const selectClass =
  'mt-1 block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-sm focus:border-secondary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white';

/** A number input's box; its width and margin come from where it sits. Red while its entry is invalid. */
export const numberInputClass =
  'rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-sm text-neutral-900 tabular-nums shadow-sm focus:border-secondary-500 aria-invalid:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white';

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The disabled look for a button that cannot act now but keeps its place in the Tab order and the
 * keyboard focus it has (`aria-disabled`, its press ignored): Run while a run is on, say, whose
 * `disabled` would drop the focus it had to the page.
 */
export const unavailableButtonClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center gap-2 rounded-md border border-neutral-300 px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800';

export const textLinkClass =
  'font-medium text-secondary-700 underline decoration-secondary-300 underline-offset-2 hover:decoration-secondary-700 dark:text-secondary-300 dark:decoration-secondary-700 dark:hover:decoration-secondary-300';

export const cardClass =
  'rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900';
