/** Board rows → the contract's board shape (unit-suffixed names as in the content files: clockMHz, priceUSD). */
import type { Board } from '@tinkerlabs/contract/boards';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { BoardRow } from './board-queries.ts';

export function presentBoard(row: BoardRow, tags: TagRef[]): Board {
  return {
    slug: row.slug,
    name: row.name,
    manufacturer: row.manufacturer,
    family: row.family as Board['family'],
    mcu: row.mcu,
    core: row.core,
    clockMHz: row.clockMhz,
    flashKB: row.flashKb,
    ramKB: row.ramKb,
    gpio: row.gpio,
    adcChannels: row.adcChannels,
    adcBits: row.adcBits,
    dacChannels: row.dacChannels,
    pwmChannels: row.pwmChannels,
    wireless: row.wireless as Board['wireless'],
    usb: row.usb,
    logicVoltage: row.logicVoltage,
    inputVoltage: row.inputVoltage,
    priceUSD: row.priceUsd,
    formFactor: row.formFactor,
    releasedYear: row.releasedYear,
    datasheetUrl: row.datasheetUrl,
    productUrl: row.productUrl,
    summary: row.summary,
    highlights: row.highlights,
    tags,
    outline: row.outline ?? null,
  };
}
