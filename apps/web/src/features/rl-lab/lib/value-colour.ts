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

/** How a value is printed inside a cell: two decimals, a true minus sign, no "-0.00". */
export function formatValue(value: number): string {
  const text = value.toFixed(2);
  if (text === '-0.00') return '0.00';
  return text.replace('-', '−');
}
