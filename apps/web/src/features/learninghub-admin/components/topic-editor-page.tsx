/**
 * /dashboard/learninghub/editor: `?topic={id}` opens that lesson in the editor; without it, a
 * picker lists every lesson. The editor starts from a fresh server copy and is remounted per lesson.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { adminTopicQuery, useAdminTopic } from '../api/get-admin-topic.ts';
import { TopicEditorForm } from './topic-editor-form.tsx';
import { TopicPicker } from './topic-picker.tsx';

export function TopicEditorPage() {
  const [searchParams] = useSearchParams();
  const topicId = searchParams.get('topic');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Lesson Editor</h1>
        {topicId ? (
          <Link to="/dashboard/learninghub/editor" className={textLinkClass}>
            Choose another lesson
          </Link>
        ) : null}
      </div>
      {topicId ? <ExistingTopic key={topicId} id={topicId} /> : <TopicPicker />}
    </div>
  );
}

function ExistingTopic({ id }: { id: string }) {
  const query = useAdminTopic(id);
  const queryClient = useQueryClient();
  // Wait for a fresh copy: the editor starts from it, and a cached one could be behind the server.
  if (query.isPending || (query.isFetching && query.isStale))
    return <LoadingState label="Loading the lesson" rows={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="This lesson could not be opened"
        message={query.error.message}
        retrying={query.isFetching}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: adminTopicQuery(id).queryKey })}
      />
    );
  }
  return (
    <div className="mt-6">
      <TopicEditorForm initial={query.data} />
    </div>
  );
}
