/**
 * The one date formatter: "21 Nov 2026", "21 Nov 2026, 14:05" and "14:05", in the visitor's time zone.
 *
 * Written out rather than with Intl.DateTimeFormat: a page's first Intl object costs 40–100 ms of
 * main thread on these machines (ICU loads its locale data), four times that on Lighthouse's mobile
 * CPU, and the article pages paid it before their first render. The site is in English, so its dates
 * are in English day-month-year order wherever the visitor is; the time is on the 24-hour clock.
 */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(iso)}`);
  return date;
}

const day = (date: Date) => `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;
const twoDigits = (n: number) => String(n).padStart(2, '0');

export const formatDate = (iso: string) => day(parse(iso));

/** "14:05": the time alone, for a moment later today (when a sign-in link expires). */
export function formatTime(iso: string): string {
  const date = parse(iso);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return `${day(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
