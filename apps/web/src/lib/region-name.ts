/** "DE" → "Germany" in the visitor's language ("worldwide" → "Worldwide"); an unknown code stays as it is. */
let names: Intl.DisplayNames | null = null;

export function regionName(code: string): string {
  if (code.toLowerCase() === 'worldwide') return 'Worldwide';
  try {
    names ??= new Intl.DisplayNames(undefined, { type: 'region' });
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
