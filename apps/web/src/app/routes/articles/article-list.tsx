/** /articles: the article library with search, topic filter and pages. */
import { tagsQuery } from '@/components/content/tags-query.ts';
import { SectionIntro } from '@/components/section-intro.tsx';
import { articlesQuery } from '@/features/articles/api/get-articles.ts';
import { articleFiltersFrom } from '@/features/articles/lib/articles-filters.ts';
import { ArticleList } from '@/features/articles/components/article-list.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  void queryClient.prefetchQuery(articlesQuery(articleFiltersFrom(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(tagsQuery); // the topic filter's choices
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Articles"
      intro="In-depth technical articles on electronics, control, kinematics and reinforcement learning, with the maths written out and explained."
    >
      <ArticleList />
    </SectionIntro>
  );
}
