/** /dashboard/learning: "Your learning", the signed-in learner's progress through the learning hub. */
import { useQuery } from '@tanstack/react-query';
import { SectionIntro } from '@/components/section-intro.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { domainsQuery } from '@/features/learninghub/api/get-domains.ts';
import { LearningDashboard } from '@/features/lessons/components/learning-dashboard.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = (_args, queryClient) => void queryClient.prefetchQuery(domainsQuery);

export function Component() {
  const domains = useQuery(domainsQuery);
  return (
    <SectionIntro
      title="Your learning"
      intro="How far you are in each domain of the learning hub, what to take next, and what you did lately."
    >
      {domains.isPending ? (
        <LoadingState label="Loading the learning hub…" rows={3} />
      ) : domains.isError ? (
        <ErrorState
          title="The learning hub could not be loaded."
          message={domains.error.message}
          onRetry={() => void domains.refetch()}
          retrying={domains.isFetching}
        />
      ) : (
        <LearningDashboard domains={domains.data.items} />
      )}
    </SectionIntro>
  );
}
