/**
 * /dashboard/learninghub/editor (administrators): a lesson in the rich editor with maths, chosen by
 * `?topic={id}`; without it, a picker of every lesson.
 */
import { PageMeta } from '@/components/page-meta.tsx';
import { TopicEditorPage } from '@/features/learninghub-admin/components/topic-editor-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Lesson Editor"
        description="Write a Learning Hub lesson with rich text and maths."
        noIndex
      />
      <TopicEditorPage />
    </>
  );
}
