/**
 * The article library: a search box and a topic filter above a page of articles. The search text,
 * topic and page live in the address (`?q=kalman&tag=control-systems&page=2`).
 */
import { useQuery } from '@tanstack/react-query';
import { cardGridClass } from '@/components/content/content-card.tsx';
import { TagFilter } from '@/components/content/tag-filter.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { useListParams } from '@/lib/list-params.ts';
import { articlesQuery } from '../api/get-articles.ts';
import { articleFilterNames, articleFiltersFrom } from '../lib/articles-filters.ts';
import { ArticleCard } from './article-card.tsx';

export function ArticleList() {
  const { params, search, change } = useListParams(articleFilterNames);
  const articles = useQuery(articlesQuery(articleFiltersFrom(search)));
  return (
    <section aria-label="Articles" className="mt-8">
      <div className="grid gap-4 sm:grid-cols-2">
        <SearchField
          label="Search articles"
          placeholder="Kalman, PID, quantisation…"
          value={params.q}
          onSearch={(q) => change({ q })}
        />
        <TagFilter value={params.tag} onChange={(tag) => change({ tag })} />
      </div>
      <PagedResults
        query={articles}
        noun={['article', 'articles']}
        emptyHint="Try other words, or choose All topics."
      >
        {(items) => (
          <ul className={cardGridClass}>
            {items.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard article={article} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}
