/**
 * A measure rounded to a number of significant digits, as English writes it: "0.0123", "4.56",
 * "12,300". Written out rather than with toLocaleString: a page's first Intl object costs 40–100 ms of
 * main thread (ICU loads its locale data), and the robot pages paid it before their first render.
 */
export function formatSignificant(value: number, digits: number): string {
  const text = String(Number(value.toPrecision(digits)));
  if (text.includes('e')) return text; // beyond 1e21 or below 1e-6: JavaScript's own notation
  return text.replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
}
