/** Partial updates: a field left out of the request (undefined) is not written. */

/** @example definedOnly({ title: 'New', slug: undefined }) // { title: 'New' } */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
