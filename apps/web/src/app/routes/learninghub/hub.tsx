/** /learninghub: the domains of the learning hub, in the order to study them. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { domainsQuery } from '@/features/learninghub/api/get-domains.ts';
import { DomainList } from '@/features/learninghub/components/domain-list.tsx';
import { DomainProgressBar } from '@/features/lessons/components/learning-progress.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = (_args, queryClient) => void queryClient.prefetchQuery(domainsQuery);

export function Component() {
  return (
    <SectionIntro
      title="Learning Hub"
      intro="Structured lessons organised into domains and topics, to learn a field in order from the first idea to working code."
    >
      <DomainList
        progress={(domain) => (
          <DomainProgressBar
            domainSlug={domain.slug}
            domainTitle={domain.title}
            topics={domain.topicExercises}
          />
        )}
      />
    </SectionIntro>
  );
}
