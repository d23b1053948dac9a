/** /dashboard/stores/review (administrators): suggested stores, each shown as its public page will look. */
import { ModerationPage } from '@/components/moderation/moderation-page.tsx';
import { ReviewQueue } from '@/features/moderation/components/review-queue.tsx';
import { StoreItems } from '@/features/stores/components/store-items.tsx';
import { StoreProfile } from '@/features/stores/components/store-profile.tsx';

export function Component() {
  return (
    <ModerationPage
      title="Review Stores"
      description="Stores waiting for review."
      intro="Stores suggested by members, waiting longest first: approve them or reject them with a reason."
    >
      <ReviewQueue
        kind="stores"
        renderPreview={(store) => (
          <div className="space-y-6">
            <StoreProfile store={store} headingLevel={3} />
            {store.items.length > 0 ? <StoreItems items={store.items} storeName={store.name} /> : null}
          </div>
        )}
      />
    </ModerationPage>
  );
}
