/**
 * Numbers as English writes them, without Intl: a page's first Intl object (toLocaleString included)
 * costs 40–100 ms of main thread (ICU loads its locale data), and the robot and RL pages paid it
 * before their first render. eslint.config.js keeps Intl out of the web app's pages.
 */

/** "12,300", "-4,321.9", "0.5": thousands grouped with commas, the rest as JavaScript writes it. */
export function groupThousands(value: number): string {
  const text = String(value);
  if (text.includes('e')) return text; // beyond 1e21 or below 1e-6: JavaScript's own notation
  return text.replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** A measure rounded to a number of significant digits: "0.0123", "4.56", "12,300". */
export const formatSignificant = (value: number, digits: number) =>
  groupThousands(Number(value.toPrecision(digits)));
