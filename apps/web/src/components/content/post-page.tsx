/** The page of an article or a blog post: the document with its author, date, reading time and topics. */
import type { Author } from '@tinkerlabs/contract/authors';
import type { DocHeading } from '@tinkerlabs/contract/rich-text';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import type { Crumb } from './breadcrumbs.tsx';
import { DocumentPage } from './document-page.tsx';
import { Byline, TagLinks } from './content-meta.tsx';

export interface Post {
  title: string;
  summary: string;
  author: Author;
  publishedAt: string;
  readingMinutes: number;
  tags: TagRef[];
  headings: DocHeading[];
  body: RichTextDoc;
}

export function PostPage({ post, list }: { post: Post; list: Crumb }) {
  return (
    <DocumentPage
      trail={[list]}
      title={post.title}
      lead={post.summary}
      details={
        <>
          <Byline author={post.author} date={post.publishedAt} minutes={post.readingMinutes} />
          <TagLinks tags={post.tags} listPath={list.to} />
        </>
      }
      headings={post.headings}
      body={post.body}
    />
  );
}
