/** /dashboard/articles/review (administrators): the articles waiting for review, approve or reject. */
import { PageMeta } from '@/components/page-meta.tsx';
import { ArticleReviewPage } from '@/features/article-review/components/article-review-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Review Articles" description="Articles waiting for review." noIndex />
      <ArticleReviewPage />
    </>
  );
}
