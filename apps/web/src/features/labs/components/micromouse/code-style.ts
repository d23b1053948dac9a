/** Inline code in the micromouse page's prose. */
export const codeClass = 'rounded bg-neutral-100 px-1 font-mono text-sm dark:bg-neutral-800';
