/**
 * /dashboard/stores/{slug}/edit (administrators): any store, whatever its status, in the same form,
 * with its status and history, the link to its public page, and Delete (refused while items belong
 * to it: the dialog lists them). The shared edit page does the work; this names the store's parts.
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import {
  type AdminEditOptions,
  AdminRecordEditPage,
} from '@/components/moderation/admin-record-edit-page.tsx';
import { deleteStore } from '../api/save-store.ts';
import { adminStoreQuery } from '../api/store-queries.ts';
import type { StoreFormValues } from '../lib/store-form-values.ts';
import { storeKind } from './store-kind.ts';

const options: AdminEditOptions<StoreRecord, StoreFormValues> = {
  kind: storeKind,
  adminQuery: adminStoreQuery,
  keyOf: (store) => store.slug,
  editPath: (slug) => `/dashboard/stores/${slug}/edit`,
  listPath: '/dashboard/stores',
  listQueryKey: ['admin', 'stores', 'list'],
  deleteRecord: deleteStore,
  texts: {
    heading: 'Edit store',
    loading: 'Loading the store',
    notFound: 'No store has this address',
    loadFailed: 'The store could not be loaded',
    deleteLabel: 'Delete store…',
    deleteFailed: 'The store could not be deleted.',
    deletePublished: 'Its public page disappears. This cannot be undone.',
  },
};

export function StoreEditPage({ slug }: { slug: string }) {
  return <AdminRecordEditPage routeKey={slug} {...options} />;
}
