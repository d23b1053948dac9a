/** /dashboard/items/review (administrators): suggested items, each shown as its store's page will list it. */
import { ModerationPage } from '@/components/moderation/moderation-page.tsx';
import { ReviewQueue } from '@/features/moderation/components/review-queue.tsx';
import { StoreItems } from '@/features/stores/components/store-items.tsx';

export function Component() {
  return (
    <ModerationPage
      title="Review Items"
      description="Store items waiting for review."
      intro="Items suggested by members, waiting longest first: approve them or reject them with a reason."
    >
      <ReviewQueue
        kind="items"
        renderPreview={(preview, item) => (
          <div>
            <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-400">
              On the page of {item.store.name} (/stores/{item.store.slug}):
            </p>
            <StoreItems items={[preview]} storeName={item.store.name} />
          </div>
        )}
      />
    </ModerationPage>
  );
}
