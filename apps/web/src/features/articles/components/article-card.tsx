/** An article in a list: its first figure, title, author, date, reading time, summary and topics. */
import type { ArticleSummary } from '@tinkerlabs/contract/articles';
import { ContentCard } from '@/components/content/content-card.tsx';
import { Byline, TagLinks } from '@/components/content/content-meta.tsx';
import { articleFigureAlt } from '@/lib/cover-alt.ts';

export function ArticleCard({
  article,
  headingLevel,
  first,
}: {
  article: ArticleSummary;
  headingLevel?: 2 | 3;
  /** The list's first card (see ContentCard). */
  first?: boolean;
}) {
  return (
    <ContentCard
      to={`/articles/${article.slug}`}
      title={article.title}
      summary={article.summary}
      headingLevel={headingLevel}
      first={first}
      image={
        article.coverImage
          ? { src: article.coverImage, alt: articleFigureAlt(article.title), kind: 'cover' }
          : null
      }
      details={<Byline author={article.author} date={article.publishedAt} minutes={article.readingMinutes} />}
      footer={<TagLinks tags={article.tags} listPath="/articles" />}
    />
  );
}
