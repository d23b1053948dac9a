/** /learninghub/:domain_slug: a domain and its topics, in the order to study them. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { SectionIntro } from '@/components/section-intro.tsx';
import { primaryButtonClass } from '@/components/ui/control-styles.ts';
import { domainQuery } from '@/features/learninghub/api/get-domain.ts';
import { TopicList } from '@/features/learninghub/components/topic-list.tsx';
import { DomainProgressBar } from '@/features/lessons/components/learning-progress.tsx';
import { useTopicProgress } from '@/features/lessons/hooks/use-topic-progress.ts';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = async ({ params, request }, queryClient) => {
  await loadOrNotFound(
    () => queryClient.ensureQueryData(domainQuery(params.domain_slug!)),
    new URL(request.url).pathname,
  );
  return null;
};

export function Component() {
  const { data: domain } = useSuspenseQuery(domainQuery(useParams().domain_slug!));
  const first = domain.topics[0];
  const progress = useTopicProgress(domain.slug, domain.topicExercises);
  const minutes = domain.topics.reduce((sum, topic) => sum + topic.readingMinutes, 0);
  return (
    <SectionIntro
      title={domain.title}
      intro={domain.summary}
      before={<Breadcrumbs trail={[{ to: '/learninghub', label: 'Learning Hub' }]} current={domain.title} />}
    >
      <p className="mt-6 flex flex-wrap items-center gap-4 text-sm text-neutral-700 dark:text-neutral-300">
        <span>
          {domain.topicCount} {domain.topicCount === 1 ? 'topic' : 'topics'} · about {minutes} min of reading
        </span>
        {first ? (
          <Link to={`/learninghub/${domain.slug}/${first.slug}`} className={primaryButtonClass}>
            Start with “{first.title}” <span aria-hidden>→</span>
          </Link>
        ) : null}
      </p>
      <DomainProgressBar domainSlug={domain.slug} domainTitle={domain.title} topics={domain.topicExercises} />
      <TopicList domainSlug={domain.slug} topics={domain.topics} progress={progress} />
    </SectionIntro>
  );
}
