/** /dashboard/items/review (administrators): suggested items, each shown as its store's page will list it. */
import { PageMeta } from '@/components/page-meta.tsx';
import { ReviewQueue } from '@/features/moderation/components/review-queue.tsx';
import { StoreItems } from '@/features/stores/components/store-items.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Review Items" description="Store items waiting for review." noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Review Items</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Items suggested by members, waiting longest first: approve them or reject them with a reason.
      </p>
      <ReviewQueue
        kind="items"
        renderPreview={(item) => (
          <div>
            <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-400">
              On the page of {item.store.name} (/stores/{item.store.slug}):
            </p>
            <StoreItems items={[item.preview]} storeName={item.store.name} />
          </div>
        )}
      />
    </div>
  );
}
