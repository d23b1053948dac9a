/**
 * What the shared submission workflow (member, review and management routes) needs to know about
 * one kind of submission — stores, items or projects. Each kind's folder implements this once
 * (`store-kind.ts`, `item-kind.ts`, `project-kind.ts`): how to find, present, create, edit and delete
 * its rows; the routes own the order of checks, the history, notifications and realtime events.
 */
import type { SubmissionKind } from '@tinkerlabs/contract/submissions';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { ContentStatus } from '../../../db/schema.ts';
import type { SubmissionNoun } from '../../../policies/submission-policy.ts';
import type { HintRow } from './duplicate-hints.ts';

/** The moderation columns every kind's row has (db/schema/moderation.ts). */
export interface ModerationRow {
  id: string;
  authorId: string | null;
  authorName: string;
  status: ContentStatus;
  rejectionReason: string | null;
  reviewedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  /** When it was last submitted (kept by the database from its review history). */
  submittedAt: Date | null;
}

/** A change of review state; the kind adds `version + 1` and clears the seed hash. */
export interface ModerationChanges {
  status: ContentStatus;
  rejectionReason?: string | null;
  reviewerId?: string | null;
  reviewedAt?: Date | null;
  publishedAt?: Date | null;
  authorName?: string;
}

/** Something that refers to a record and so keeps it from being deleted. */
export interface Referrer {
  kind: string;
  title: string;
  path: string;
}

export interface KindColumns {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  authorId: PgColumn;
  updatedAt: PgColumn;
  /** When it was last submitted (kept by the database from its review history: moderation.ts). */
  submittedAt: PgColumn;
  /** The name or title, searched by the management list. */
  title: PgColumn;
  /** The slug or unique key. */
  key: PgColumn;
}

/** What the queue's route and hints add to a kind's queue record (`QueueRec`). */
export type QueueAdds = 'submittedAt' | 'duplicates' | 'moreDuplicates';

export interface SubmissionKindSpec<
  Row extends ModerationRow,
  Rec extends { version: number },
  Create,
  Update extends { baseVersion: number },
  Preview,
  QueueRec = Rec,
  QueueRow extends ModerationRow & { total: number; hints: HintRow[] } = Row & {
    total: number;
    hints: HintRow[];
  },
> {
  kind: SubmissionKind;
  noun: SubmissionNoun;
  contentType: 'store' | 'storeItem' | 'project';
  columns: KindColumns;
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  /** The row, or null (also for an id that is not a UUID); `lock` holds it until the transaction ends. */
  find(db: Database, id: string, options?: { lock?: boolean }): Promise<Row | null>;
  findMany(db: Database, ids: readonly string[]): Promise<Row[]>;
  /** The row with this slug (stores, projects) or unique key (items, case-insensitively). */
  findByKey(db: Database, key: string): Promise<Row | null>;
  /** The record as the contract shows it, with its history. */
  load(db: Database, row: Row): Promise<Rec>;
  /**
   * A page of the review queue (content/review-queue.ts: `pendingPage`) from one statement: each row
   * with what its record shows, its duplicate hints (shared/duplicate-hints.ts) and the total on
   * every row. Each query costs more than the rows it reads, so the whole page is one.
   */
  queuePage(db: Database, window: { limit: number; offset: number }): Promise<QueueRow[]>;
  /** The record as the queue shows it (the preview, loaded on its own, carries what it leaves out). */
  queueRecordOf(row: QueueRow): QueueRec;
  /** What a hint says, e.g. "Same website as Maker Parts (approved)". */
  hintMessageOf(hint: HintRow): string;
  /** Inserts a pending submission; 409 slug_taken / key_taken, 422 for references that do not resolve. */
  insert(db: Database, input: Create, author: { id: string; name: string }): Promise<Row>;
  /** Applies the given fields, bumps the version; answers the row and the API names of what changed. */
  edit(db: Database, row: Row, input: Update): Promise<{ row: Row; changedFields: string[] }>;
  /** Sets the review state, bumps the version and clears the seed hash. */
  moderate(db: Database, row: Row, changes: ModerationChanges): Promise<Row>;
  /** What refers to the row (deleting it would break their links); [] when nothing does. */
  referrersOf(db: Database, row: Row): Promise<Referrer[]>;
  remove(db: Database, row: Row): Promise<void>;
  /** Exactly what the public detail endpoint will answer for the row once approved. */
  previewOf(db: Database, row: Row): Promise<Preview>;
  titleOf(row: Row): string;
  keyOf(row: Row): string;
  /** Where the public sees it while approved. */
  publicPathOf(row: Row): string;
  /** The administrator's edit page in the dashboard of the record with this key (`keyOf`). */
  adminEditPathOf(key: string): string;
  /** Where the author edits it (the suggest form with the id). */
  memberEditPathOf(row: Row): string;
  /** An extra condition for the management search (e.g. description), or undefined. */
  searchCondition?(q: string): SQL | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySubmissionKind = SubmissionKindSpec<any, any, any, any, any, any, any>;
