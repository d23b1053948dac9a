/** The micromouse page's text styles, shared by its sections. */
export const sectionClass = 'mt-10';
export const sectionHeadingClass = 'text-2xl font-bold tracking-tight text-neutral-900 dark:text-white';
export const proseClass = 'mt-3 space-y-4 leading-7 text-neutral-700 dark:text-neutral-300';
