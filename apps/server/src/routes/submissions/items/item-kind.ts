/** Store items as a submission kind: what the shared workflow routes need (see shared/submission-kind.ts). */
import type { StoreItem } from '@tinkerlabs/contract/stores';
import {
  createItemRequestSchema,
  updateItemRequestSchema,
  type ItemRecord,
  type ItemReviewItem,
} from '@tinkerlabs/contract/submissions';
import type { z } from 'zod';
import { storeItems } from '../../../db/schema.ts';
import type { QueueAdds, SubmissionKindSpec } from '../shared/submission-kind.ts';
import { itemHintMessage } from './item-duplicates.ts';
import {
  findItemByKey,
  findItemRow,
  findItemRows,
  itemPreview,
  itemQueuePage,
  itemQueueRecord,
  itemPublicPath,
  itemReferrers,
  loadItemRecord,
  type ItemQueueRow,
  type ItemRow,
} from './item-record.ts';
import { editItem, insertItem, moderateItem, removeItem } from './item-writes.ts';

export const itemKind = {
  kind: 'items',
  noun: 'item',
  contentType: 'storeItem',
  columns: {
    table: storeItems,
    id: storeItems.id,
    status: storeItems.status,
    authorId: storeItems.authorId,
    updatedAt: storeItems.updatedAt,
    submittedAt: storeItems.submittedAt,
    title: storeItems.name,
    key: storeItems.uniqueKey,
  },
  createSchema: createItemRequestSchema,
  updateSchema: updateItemRequestSchema,
  find: findItemRow,
  findMany: findItemRows,
  findByKey: findItemByKey,
  load: loadItemRecord,
  queuePage: itemQueuePage,
  queueRecordOf: itemQueueRecord,
  insert: insertItem,
  edit: editItem,
  moderate: moderateItem,
  referrersOf: itemReferrers,
  remove: removeItem,
  previewOf: itemPreview,
  titleOf: (row: ItemRow) => row.name,
  keyOf: (row: ItemRow) => row.uniqueKey,
  publicPathOf: itemPublicPath,
  hintMessageOf: itemHintMessage,
  adminEditPathOf: (uniqueKey: string) => `/dashboard/items/${encodeURIComponent(uniqueKey)}/edit`,
  memberEditPathOf: (row: ItemRow) => `/dashboard/items/suggest?id=${row.id}`,
} satisfies SubmissionKindSpec<
  ItemRow,
  ItemRecord,
  z.output<typeof createItemRequestSchema>,
  z.output<typeof updateItemRequestSchema>,
  StoreItem,
  Omit<ItemReviewItem, QueueAdds>,
  ItemQueueRow
>;
