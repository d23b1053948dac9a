/**
 * /dashboard/items/{unique_key}/edit (administrators): any item, whatever its status, in the same
 * form, with its status and history, the link to its public page, and Delete (refused while a
 * project lists it: the dialog lists those projects). The shared edit page does the work; this
 * names the item's parts.
 */
import type { ItemRecord } from '@tinkerlabs/contract/submissions';
import {
  type AdminEditOptions,
  AdminRecordEditPage,
} from '@/components/moderation/admin-record-edit-page.tsx';
import { adminItemQuery } from '../api/item-queries.ts';
import { deleteItem } from '../api/save-item.ts';
import type { ItemFormValues } from '../lib/item-form-values.ts';
import { itemKind } from './item-kind.ts';

const options: AdminEditOptions<ItemRecord, ItemFormValues> = {
  kind: itemKind,
  adminQuery: adminItemQuery,
  keyOf: (item) => item.uniqueKey,
  editPath: (uniqueKey) => `/dashboard/items/${encodeURIComponent(uniqueKey)}/edit`,
  listPath: '/dashboard/items',
  listQueryKey: ['admin', 'items', 'list'],
  deleteRecord: deleteItem,
  texts: {
    heading: 'Edit item',
    loading: 'Loading the item',
    notFound: 'No item has this unique key',
    loadFailed: 'The item could not be loaded',
    deleteLabel: 'Delete item…',
    deleteFailed: 'The item could not be deleted.',
    deletePublished: "It disappears from its store's page. This cannot be undone.",
  },
};

export function ItemEditPage({ uniqueKey }: { uniqueKey: string }) {
  return <AdminRecordEditPage routeKey={uniqueKey} {...options} />;
}
