/**
 * Board figures as a reader expects them: 240 MHz and 2.4 GHz, 520 KB and 4 GB, 6 × 12-bit, 51 × 21 mm.
 * A figure the maker does not state is shown as "Not stated" rather than a misleading zero.
 * Prices use the app's one price formatter (lib/format-price.ts).
 */
export const notStated = 'Not stated';

/** @example formatClock(2400) // '2.4 GHz' */
export function formatClock(mhz: number | null): string {
  if (mhz === null) return notStated;
  return mhz >= 1000 ? `${trimNumber(mhz / 1000)} GHz` : `${trimNumber(mhz)} MHz`;
}

/** @example formatMemory(520) // '520 KB'; formatMemory(4194304) // '4 GB' */
export function formatMemory(kb: number | null): string {
  if (kb === null) return notStated;
  if (kb >= 1024 * 1024) return `${trimNumber(kb / (1024 * 1024))} GB`;
  if (kb >= 1024) return `${trimNumber(kb / 1024)} MB`;
  return `${trimNumber(kb)} KB`;
}

export function formatVoltage(volts: number | null): string {
  return volts === null ? notStated : `${trimNumber(volts)} V`;
}

export function formatCount(count: number | null): string {
  return count === null ? notStated : String(count);
}

/** @example formatAdc(6, 10) // '6 × 10-bit' */
export function formatAdc(channels: number | null, bits: number | null): string {
  if (channels === null) return notStated;
  if (channels === 0) return 'None';
  return bits === null ? String(channels) : `${channels} × ${bits}-bit`;
}

/** A board's size across × down: @example formatSize(51, 21) // '51 × 21 mm' */
export function formatSize(widthMM: number, heightMM: number): string {
  return `${trimNumber(widthMM)} × ${trimNumber(heightMM)} mm`;
}

function trimNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}
