/**
 * What the editor saves: the article's fields as the author sees them. `slugEdited` false means the
 * slug follows the title (the server derives it when sent '').
 */
import type { ArticleDraft, CreateArticleDraftRequest } from '@tinkerlabs/contract/article-drafts';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { slugify } from '@tinkerlabs/rich-text/slug';
import { toStorableDoc } from './storable-doc.ts';

export interface ArticleSnapshot {
  title: string;
  slug: string;
  slugEdited: boolean;
  summary: string;
  tags: string[];
  coverImage: string | null;
  body: RichTextDoc;
}

export const emptyDoc: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The slug a title gives, as the server derives it (at most 100 characters). */
export function slugFromTitle(title: string): string {
  return slugify(title).slice(0, 100).replace(/-+$/, '');
}

export function snapshotOf(draft: ArticleDraft | null): ArticleSnapshot {
  if (!draft) {
    return {
      title: '',
      slug: '',
      slugEdited: false,
      summary: '',
      tags: [],
      coverImage: null,
      body: emptyDoc,
    };
  }
  return {
    title: draft.title,
    slug: draft.slug,
    slugEdited: draft.slug !== slugFromTitle(draft.title) && draft.slug !== 'untitled',
    summary: draft.summary,
    tags: draft.tags.map((tag) => tag.slug),
    coverImage: draft.coverImage,
    body: draft.body,
  };
}

/** The request body for a save (without `baseVersion`). */
export function saveRequestOf(snapshot: ArticleSnapshot): CreateArticleDraftRequest {
  return {
    title: snapshot.title,
    slug: snapshot.slugEdited ? snapshot.slug : '',
    summary: snapshot.summary,
    tags: snapshot.tags,
    coverImage: snapshot.coverImage,
    body: toStorableDoc(snapshot.body),
  };
}
