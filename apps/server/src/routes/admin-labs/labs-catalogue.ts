/**
 * What one labs catalogue (hardware, boards, simulators, programming pages) tells the shared admin
 * routes in labs-catalogue-routes.ts: its table and tag links, how request fields map to columns,
 * how a row is presented, and which words name it in messages. Everything else (authorisation,
 * the updatedAt version token, unique slugs, history, tags) is the same for all four.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import type { SearchType } from '@tinkerlabs/contract/search';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ReviewContentType, TagLinkTable } from '../../db/schema.ts';

/** A catalogue table: every one has these columns. */
export type LabsTable = PgTable & {
  id: PgColumn;
  slug: PgColumn;
  name: PgColumn;
  summary: PgColumn;
  updatedAt: PgColumn;
  seededHash: PgColumn;
};

/** The columns every catalogue row has, as the shared routes read them. */
export interface LabsRow {
  id: string;
  slug: string;
  name: string;
  summary: string;
  updatedAt: Date;
}

export interface LabsCatalogue<Row extends LabsRow, Fields extends Record<string, unknown>> {
  contentType: ReviewContentType;
  /** Its entries in the site search, refreshed after every change. */
  searchType: SearchType;
  table: LabsTable;
  /** Absent for catalogues without tags (the programming pages). */
  tagLinks?: TagLinkTable;
  /** The column `?category=` filters, with the values it may take. */
  category?: { column: PgColumn; values: readonly string[]; of: (row: Row) => string };
  /** Used in messages: "There is no development board …". */
  noun: string;
  createSchema: z.ZodType<Fields>;
  updateSchema: z.ZodType<Partial<Fields> & { baseUpdatedAt: string }>;
  /** Further checks of valid input (e.g. a rich-text document), throwing a 422 naming the field. */
  check?: (fields: Partial<Fields>) => Partial<Fields>;
  /** Request fields (without tags) → column values. */
  toColumns: (fields: Partial<Fields>) => Record<string, unknown>;
  /** A row → its record in the contract's shape, without `updatedAt` and `history`. */
  present: (row: Row, tags: TagRef[]) => Record<string, unknown>;
}

/** The record the admin routes answer: the public shape, the version token and the history. */
export function labsRecord<Row extends LabsRow>(
  catalogue: LabsCatalogue<Row, Record<string, unknown>>,
  row: Row,
  tags: TagRef[],
  history: HistoryEntry[],
): Record<string, unknown> {
  return { ...catalogue.present(row, tags), updatedAt: row.updatedAt.toISOString(), history };
}
