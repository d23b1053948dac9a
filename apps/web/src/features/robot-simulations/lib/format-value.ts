/** Numbers as the page shows them: at most `decimals` decimals, no trailing zeros, never "-0". */
export function formatValue(value: number, decimals = 3): string {
  const rounded = Number(value.toFixed(decimals));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
