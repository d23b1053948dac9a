/**
 * The rows of the side-by-side board comparison: one specification per row, one board per column.
 * Where more is better (clock, memory, pins) or less is (price), the leading boards are marked so
 * the table can show them, unless every board has the same figure.
 */
import type { Board } from '@tinkerlabs/contract/boards';
import { formatPrice } from '@/lib/format-price.ts';
import {
  formatAdc,
  formatClock,
  formatCount,
  formatMemory,
  formatSize,
  formatVoltage,
  notStated,
} from './board-specs.ts';
import { boardFamilyLabels, wirelessLabels } from './labels.ts';

export interface ComparisonCell {
  text: string;
  /** The best figure of the row (highest, or lowest for price). */
  best: boolean;
}

export interface ComparisonRow {
  key: string;
  label: string;
  cells: ComparisonCell[];
  /** How the best cell is described: the highest figure, or the lowest (price). */
  bestIs: 'highest' | 'lowest' | null;
}

interface RowSpec {
  key: string;
  label: string;
  text: (board: Board) => string;
  /** The figure that decides the best cell, and whether higher is better. */
  rank?: { value: (board: Board) => number | null; prefer: 'higher' | 'lower' };
}

const higher = (value: (board: Board) => number | null) => ({ value, prefer: 'higher' as const });

const rowSpecs: RowSpec[] = [
  { key: 'manufacturer', label: 'Manufacturer', text: (b) => b.manufacturer },
  { key: 'family', label: 'Family', text: (b) => boardFamilyLabels[b.family] },
  { key: 'mcu', label: 'Microcontroller', text: (b) => b.mcu },
  { key: 'core', label: 'Core', text: (b) => b.core },
  {
    key: 'clock',
    label: 'Clock speed',
    text: (b) => formatClock(b.clockMHz),
    rank: higher((b) => b.clockMHz),
  },
  { key: 'flash', label: 'Flash', text: (b) => formatMemory(b.flashKB), rank: higher((b) => b.flashKB) },
  { key: 'ram', label: 'RAM', text: (b) => formatMemory(b.ramKB), rank: higher((b) => b.ramKB) },
  { key: 'gpio', label: 'GPIO pins', text: (b) => formatCount(b.gpio), rank: higher((b) => b.gpio) },
  {
    key: 'adc',
    label: 'ADC',
    text: (b) => formatAdc(b.adcChannels, b.adcBits),
    rank: higher((b) => b.adcChannels),
  },
  { key: 'dac', label: 'DAC channels', text: (b) => formatCount(b.dacChannels) },
  { key: 'pwm', label: 'PWM channels', text: (b) => formatCount(b.pwmChannels) },
  {
    key: 'wireless',
    label: 'Wireless',
    text: (b) => (b.wireless.length ? b.wireless.map((kind) => wirelessLabels[kind]).join(', ') : 'None'),
  },
  { key: 'usb', label: 'USB', text: (b) => b.usb ?? notStated },
  { key: 'logic', label: 'Logic level', text: (b) => formatVoltage(b.logicVoltage) },
  { key: 'input', label: 'Power input', text: (b) => b.inputVoltage ?? notStated },
  { key: 'form', label: 'Form factor', text: (b) => b.formFactor ?? notStated },
  {
    key: 'size',
    label: 'Size',
    text: (b) => (b.outline ? formatSize(b.outline.widthMM, b.outline.heightMM) : notStated),
  },
  {
    key: 'released',
    label: 'Released',
    text: (b) => (b.releasedYear === null ? notStated : String(b.releasedYear)),
  },
  {
    key: 'price',
    label: 'Price (approx.)',
    text: (b) => formatPrice(b.priceUSD, 'USD'),
    rank: { value: (b) => b.priceUSD, prefer: 'lower' },
  },
];

/** @example comparisonRows([uno, pico]).find((row) => row.key === 'clock') // cells '16 MHz', '133 MHz' (best) */
export function comparisonRows(boards: readonly Board[]): ComparisonRow[] {
  return rowSpecs.map((spec) => {
    const best = bestIndexes(boards, spec.rank);
    return {
      key: spec.key,
      label: spec.label,
      bestIs: spec.rank ? (spec.rank.prefer === 'higher' ? 'highest' : 'lowest') : null,
      cells: boards.map((board, index) => ({ text: spec.text(board), best: best.has(index) })),
    };
  });
}

function bestIndexes(boards: readonly Board[], rank: RowSpec['rank']): Set<number> {
  if (!rank || boards.length < 2) return new Set();
  const values = boards.map(rank.value);
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return new Set();
  const target = rank.prefer === 'higher' ? Math.max(...known) : Math.min(...known);
  if (known.every((value) => value === target)) return new Set();
  return new Set(values.flatMap((value, index) => (value === target ? [index] : [])));
}
