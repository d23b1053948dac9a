/** Stores as a submission kind: what the shared workflow routes need (see shared/submission-kind.ts). */
import {
  createStoreRequestSchema,
  updateStoreRequestSchema,
  type StoreRecord,
  type StoreReviewItem,
} from '@tinkerlabs/contract/submissions';
import type { StoreDetail } from '@tinkerlabs/contract/stores';
import type { z } from 'zod';
import { stores } from '../../../db/schema.ts';
import type { QueueAdds, SubmissionKindSpec } from '../shared/submission-kind.ts';
import { storeHintMessage } from './store-duplicates.ts';
import {
  findStoreBySlug,
  findStoreRow,
  findStoreRows,
  loadStoreRecord,
  storePreview,
  storePublicPath,
  storeQueuePage,
  storeQueueRecord,
  storeReferrers,
  type StoreQueueRow,
  type StoreRow,
} from './store-record.ts';
import { editStore, insertStore, moderateStore, removeStore } from './store-writes.ts';

export const storeKind = {
  kind: 'stores',
  noun: 'store',
  contentType: 'store',
  columns: {
    table: stores,
    id: stores.id,
    status: stores.status,
    authorId: stores.authorId,
    updatedAt: stores.updatedAt,
    submittedAt: stores.submittedAt,
    title: stores.name,
    key: stores.slug,
  },
  createSchema: createStoreRequestSchema,
  updateSchema: updateStoreRequestSchema,
  find: findStoreRow,
  findMany: findStoreRows,
  findByKey: findStoreBySlug,
  load: loadStoreRecord,
  queuePage: storeQueuePage,
  queueRecordOf: storeQueueRecord,
  insert: insertStore,
  edit: editStore,
  moderate: moderateStore,
  referrersOf: storeReferrers,
  remove: removeStore,
  previewOf: storePreview,
  titleOf: (row: StoreRow) => row.name,
  keyOf: (row: StoreRow) => row.slug,
  publicPathOf: storePublicPath,
  hintMessageOf: storeHintMessage,
  adminEditPathOf: (slug: string) => `/dashboard/stores/${slug}/edit`,
  memberEditPathOf: (row: StoreRow) => `/dashboard/stores/suggest?id=${row.id}`,
} satisfies SubmissionKindSpec<
  StoreRow,
  StoreRecord,
  z.output<typeof createStoreRequestSchema>,
  z.output<typeof updateStoreRequestSchema>,
  StoreDetail,
  Omit<StoreReviewItem, QueueAdds>,
  StoreQueueRow
>;
