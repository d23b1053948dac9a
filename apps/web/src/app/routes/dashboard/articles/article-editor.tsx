/** /dashboard/articles/editor (signed in): write and autosave an article; the author's articles below. */
import { PageMeta } from '@/components/page-meta.tsx';
import { ArticleEditorPage } from '@/features/editor/components/article-editor-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Article Editor"
        description="Write an article with rich text and inline maths."
        noIndex
      />
      <ArticleEditorPage />
    </>
  );
}
