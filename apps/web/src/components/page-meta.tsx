/**
 * A page's head tags: title ("X · TinkerLabs"), meta description, canonical URL and OpenGraph tags.
 * React hoists these elements into <head>. The canonical URL is the page's path without its query,
 * so filtered and paginated views of a list count as one page.
 */
import { useLocation } from 'react-router';
import { siteName } from '@/config/site.ts';
import { useSiteOrigin } from '@/lib/site-origin.ts';

export interface PageMetaProps {
  title: string;
  description?: string;
  /** OpenGraph type: `article` for articles, posts and lessons. */
  type?: 'website' | 'article';
  /** Error and not-found views: kept out of search indexes, with no canonical URL. */
  noIndex?: boolean;
}

export function PageMeta({ title, description, type = 'website', noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const fullTitle = title === siteName ? title : `${title} · ${siteName}`;
  const url = `${origin}${pathname}`;
  if (noIndex) {
    return (
      <>
        <title>{fullTitle}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
    </>
  );
}
