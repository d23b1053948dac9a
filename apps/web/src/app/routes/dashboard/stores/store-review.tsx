/** /dashboard/stores/review (administrators): suggested stores, each shown as its public page will look. */
import { PageMeta } from '@/components/page-meta.tsx';
import { ReviewQueue } from '@/features/moderation/components/review-queue.tsx';
import { StoreItems } from '@/features/stores/components/store-items.tsx';
import { StoreProfile } from '@/features/stores/components/store-profile.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Review Stores" description="Stores waiting for review." noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Review Stores</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Stores suggested by members, waiting longest first: approve them or reject them with a reason.
      </p>
      <ReviewQueue
        kind="stores"
        renderPreview={(store) => (
          <div className="space-y-6">
            <StoreProfile store={store.preview} headingLevel={3} />
            {store.preview.items.length > 0 ? (
              <StoreItems items={store.preview.items} storeName={store.preview.name} />
            ) : null}
          </div>
        )}
      />
    </div>
  );
}
