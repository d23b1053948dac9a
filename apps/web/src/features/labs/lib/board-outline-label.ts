/**
 * The words for a board's drawn outline: its accessible name ("Outline of the Raspberry Pi Pico:
 * 51 × 21 mm, 40 pins") and the short line under it. An outline with estimated positions says so,
 * and one whose pins are not drawn says that rather than "0 pins".
 */
import { outlinePins, type BoardOutline } from '@tinkerlabs/contract/board-outline';
import { formatSize } from './board-specs.ts';

/** @example pinSummary(picoOutline) // '40 pins'; micro:bit // '25 edge contacts' */
export function pinSummary(outline: BoardOutline): string {
  const pins = outlinePins(outline);
  if (pins.length === 0) return 'header pins not drawn';
  const edge = pins.every((pin) => pin.kind !== 'pin');
  const noun = edge ? 'edge contact' : 'pin';
  return `${pins.length} ${noun}${pins.length === 1 ? '' : 's'}`;
}

/** The drawing's accessible name. */
export function outlineLabel(boardName: string, outline: BoardOutline): string {
  const approximate = outline.estimated ? ', positions approximate' : '';
  return `Outline of the ${boardName}: ${formatSize(outline.widthMM, outline.heightMM)}, ${pinSummary(outline)}${approximate}`;
}
