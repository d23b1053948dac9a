/** A PATCH changes only the fields it names: drop the undefined ones before writing. */

/** @example definedOnly({ name: 'Uno', summary: undefined }) // { name: 'Uno' } */
export function definedOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
