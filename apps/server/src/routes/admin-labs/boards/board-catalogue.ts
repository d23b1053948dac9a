/** The development boards as an admin-editable labs catalogue (see ../labs-catalogue.ts). */
import {
  createBoardRequestSchema,
  updateBoardRequestSchema,
  type BoardFields,
} from '@tinkerlabs/contract/admin-labs';
import { boardFamilies } from '@tinkerlabs/contract/boards';
import { boardTags, boards } from '../../../db/schema.ts';
import { presentBoard } from '../../labs/boards/board-presenter.ts';
import type { BoardRow } from '../../labs/boards/board-queries.ts';
import { definedOnly } from '../defined-only.ts';
import type { LabsCatalogue } from '../labs-catalogue.ts';

type Fields = BoardFields & Record<string, unknown>;

export const boardCatalogue: LabsCatalogue<BoardRow, Fields> = {
  contentType: 'board',
  searchType: 'board',
  table: boards,
  tagLinks: boardTags,
  category: { column: boards.family, values: boardFamilies, of: (row) => row.family },
  noun: 'development board',
  createSchema: createBoardRequestSchema as never,
  updateSchema: updateBoardRequestSchema as never,
  toColumns: (f) =>
    definedOnly({
      slug: f.slug,
      name: f.name,
      manufacturer: f.manufacturer,
      family: f.family,
      mcu: f.mcu,
      core: f.core,
      clockMhz: f.clockMHz,
      flashKb: f.flashKB,
      ramKb: f.ramKB,
      gpio: f.gpio,
      adcChannels: f.adcChannels,
      adcBits: f.adcBits,
      dacChannels: f.dacChannels,
      pwmChannels: f.pwmChannels,
      wireless: f.wireless,
      usb: f.usb,
      logicVoltage: f.logicVoltage,
      inputVoltage: f.inputVoltage,
      priceUsd: f.priceUSD,
      formFactor: f.formFactor,
      releasedYear: f.releasedYear,
      datasheetUrl: f.datasheetUrl,
      productUrl: f.productUrl,
      summary: f.summary,
      highlights: f.highlights,
    }),
  present: (row, tags) => presentBoard(row, tags),
};
