/** A page that fails while rendering, to prove the error view replaces it (browser tests only). */
export function Component(): never {
  throw new Error('This test page failed while rendering.');
}
