/** /learninghub/:domain_slug/:topic_slug: a lesson, with the previous and next topics of its domain. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DocumentPage } from '@/components/content/document-page.tsx';
import { ensureCrossOriginIsolated } from '@/lib/code-runners/cross-origin-isolation.ts';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';
import { topicQuery } from '@/features/learninghub/api/get-topic.ts';
import { LessonPager } from '@/features/learninghub/components/lesson-pager.tsx';
import type { PageLoader } from '../../page-routes.ts';
import { Byline } from '@/components/content/content-meta.tsx';
import { LessonProgress } from '@/features/lessons/components/learning-progress.tsx';
import { topicPath } from '@/features/lessons/lib/learning-summary.ts';

export const loader: PageLoader = async ({ params, request }, queryClient) => {
  const topic = await loadOrNotFound(
    () => queryClient.ensureQueryData(topicQuery(params.domain_slug!, params.topic_slug!)),
    new URL(request.url).pathname,
  );
  // A MicroPython cell shares memory with its worker: the lesson is then loaded cross-origin
  // isolated, as the MicroPython lab is (a link from another page becomes a full load).
  const sharesMemory = topic.body.content.some(
    (node) => node.type === 'codeCell' && node.attrs.language === 'micropython',
  );
  if (sharesMemory) await ensureCrossOriginIsolated(request.url);
  return null;
};

export function Component() {
  const params = useParams();
  const { data: topic } = useSuspenseQuery(topicQuery(params.domain_slug!, params.topic_slug!));
  return (
    <DocumentPage
      trail={[
        { to: '/learninghub', label: 'Learning Hub' },
        { to: `/learninghub/${topic.domain.slug}`, label: topic.domain.title },
      ]}
      title={topic.title}
      lead={topic.summary}
      details={
        <>
          <Byline date={topic.updatedAt} dateLabel="Updated" minutes={topic.readingMinutes} />
          <LessonProgress page={topicPath(topic.domain.slug, topic.slug)} exerciseIds={topic.exerciseIds} />
        </>
      }
      headings={topic.headings}
      body={topic.body}
      afterBody={<LessonPager topic={topic} />}
    />
  );
}
