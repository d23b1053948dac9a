/**
 * What the shared submission pages (suggest, a member's own edit, an administrator's edit) need to
 * know about one kind of submission (a store, an item): its form, how a record becomes the form's
 * values, how changes are saved, and what the stale-copy dialog shows of it. Each feature describes
 * its kind once; the pages in this folder do the rest.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import type { SubmissionStatus } from '@tinkerlabs/contract/submissions';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** The workflow fields every submission record carries (the contract's moderation shape). */
export interface ModeratedRecord {
  id: string;
  status: SubmissionStatus;
  version: number;
  rejectionReason: string | null;
  author: { name: string };
  publicPath: string | null;
  history: HistoryEntry[];
}

export interface SubmissionFormProps<R, V> {
  initial: V;
  /** The record being edited; absent when suggesting a new one. */
  record?: R;
  submitLabel: string;
  /** Sends the values; throws an ApiError when refused (the form shows its messages). */
  onSave: (values: V) => Promise<void>;
}

/** One line of the server's copy in the stale-copy dialog. */
export interface SummaryRow {
  label: string;
  value: string;
  /** Addresses and keys: allowed to break anywhere. */
  long?: boolean;
}

export interface SubmissionKind<R extends ModeratedRecord, V> {
  /** The record's name as members read it ("Maker Parts"). */
  titleOf: (record: R) => string;
  valuesOf: (record: R) => V;
  Form: ComponentType<SubmissionFormProps<R, V>>;
  /** PATCH /api/{scope}/…/{id} with the version the values were based on (409 when stale). */
  update: (scope: 'me' | 'admin', id: string, values: V, baseVersion: number) => Promise<R>;
  /** The main fields of the server's copy; its status is added after them. */
  summaryOf: (record: R) => SummaryRow[];
}

/** POST /api/me/…/{id}/withdraw or /submit. */
export type ChangeOwnStatus<R> = (
  id: string,
  action: 'withdraw' | 'submit',
  baseVersion: number,
) => Promise<R>;

/** Query options reading one record by its id or address key (the features' `…Query` factories). */
export type RecordQuery<R> = (key: string) => UseQueryOptions<R, Error, R, string[]>;
