/**
 * The fill of a gridworld cell for its value: green for positive, red for negative, stronger the
 * larger |V| is relative to the largest on the grid. Kept translucent so the cell's numbers, drawn
 * in the page's text colour, stay readable in light and dark mode.
 */
export function valueFill(value: number, largest: number): { colour: string; opacity: number } {
  if (largest <= 0 || value === 0) return { colour: 'transparent', opacity: 0 };
  const strength = Math.min(1, Math.abs(value) / largest);
  return { colour: value > 0 ? '#16a34a' : '#dc2626', opacity: 0.08 + 0.42 * strength };
}

/** How a value is printed inside a cell: `digits` decimals (two unless told), a true minus sign, no "−0.00". */
export function formatValue(value: number, digits = 2): string {
  const text = value.toFixed(digits);
  if (/^-[0.]+$/.test(text)) return text.slice(1);
  return text.replace('-', '−');
}
