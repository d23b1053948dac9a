/**
 * The page of a rich-text document (article, blog post, project, lesson): breadcrumbs, title, lead,
 * details, an optional cover picture, then the table of contents beside the body on wide screens (above it on phones).
 * `afterIntro` (before the body's first heading) and `afterBody` hold what a kind of document adds,
 * such as a project's parts list or the previous and next lessons. `tool` is a lab's working area: it
 * comes first, under the header and across the page's width, with the text below it.
 */
import type { DocHeading } from '@tinkerlabs/contract/rich-text';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import type { ReactNode } from 'react';
import { PageMeta } from '../page-meta.tsx';
import { RichText } from '../rich-text/rich-text.tsx';
import { TableOfContents } from '../rich-text/table-of-contents.tsx';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { ThemedImage } from './themed-image.tsx';
import { useInPreview } from './preview-context.ts';

export interface DocumentPageProps {
  trail: readonly Crumb[];
  title: string;
  lead: string;
  details?: ReactNode;
  headings: readonly DocHeading[];
  body: RichTextDoc;
  afterIntro?: ReactNode;
  afterBody?: ReactNode;
  /** A 16:9 picture under the header, such as a project's cover. */
  cover?: { src: string; alt: string } | null;
  /** A lab's tool (a programming playground), shown before the text at the page's full width. */
  tool?: ReactNode;
  /** A card for the side column, above the table of contents (a lab's "Learn the theory"). */
  aside?: ReactNode;
}

export function DocumentPage({
  trail,
  title,
  lead,
  details,
  headings,
  body,
  afterIntro,
  afterBody,
  cover,
  tool,
  aside,
}: DocumentPageProps) {
  const Title = useInPreview() ? 'h2' : 'h1';
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      {Title === 'h1' ? <PageMeta title={title} description={lead} type="article" /> : null}
      <header className="max-w-3xl">
        <Breadcrumbs trail={trail} current={title} />
        <Title className="mt-4 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
          {title}
        </Title>
        <p className="mt-4 text-lg text-neutral-600 dark:text-neutral-300">{lead}</p>
        {details ? <div className="mt-4 space-y-3">{details}</div> : null}
        {cover ? (
          <ThemedImage
            src={cover.src}
            alt={cover.alt}
            width={800}
            height={450}
            fetchPriority="high"
            decoding="async"
            className="mt-8 aspect-video w-full rounded-xl border border-neutral-200 bg-neutral-50 object-contain dark:border-neutral-700 dark:bg-neutral-900"
          />
        ) : null}
      </header>
      {tool}
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        {aside ? (
          // The card scrolls away; the table of contents under it stays in view (sticky within the column).
          <div className="space-y-6 lg:order-last">
            {aside}
            <div className="lg:sticky lg:top-24">
              <TableOfContents headings={headings} />
            </div>
          </div>
        ) : (
          <div className="lg:sticky lg:top-24 lg:order-last lg:self-start">
            <TableOfContents headings={headings} />
          </div>
        )}
        {/* The room beside the column that display maths may grow into (rich-text.css): the page's
            side padding; on wide screens, the margin outside the 72rem page (less a scroll bar) and the
            space left before the contents column. */}
        <div className="min-w-0 max-w-3xl [--room-end:1rem] [--room-start:1rem] xl:[--room-end:5rem] xl:[--room-start:calc((100vw_-_72rem)_/_2_-_9px_+_1rem)]">
          <RichText doc={body} afterIntro={afterIntro} />
          {afterBody}
        </div>
      </div>
    </article>
  );
}
