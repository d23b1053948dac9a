/**
 * The editor's JSON, made to fit what the server stores: links and images whose addresses the site
 * refuses are dropped (the link's text stays), code languages that are not short names are cleared.
 * The editor only produces such things from pasted content, and refusing the whole save for them
 * would lose the author's work.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { checkImageSrc, checkLinkHref } from '@tinkerlabs/rich-text/safe-url';

type JsonNode = {
  type?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: JsonNode[];
  [key: string]: unknown;
};

export function toStorableDoc(doc: RichTextDoc): RichTextDoc {
  const cleaned = clean(doc as unknown as JsonNode);
  const content = cleaned?.content?.length ? cleaned.content : [{ type: 'paragraph' }];
  return { ...(cleaned as object), type: 'doc', content } as RichTextDoc;
}

function clean(node: JsonNode): JsonNode | null {
  if (node.type === 'image' && !checkImageSrc(String(node.attrs?.src ?? '')).ok) return null;
  const next: JsonNode = { ...node };
  if (node.type === 'codeBlock') {
    const language = node.attrs?.language;
    const ok = typeof language === 'string' && /^[A-Za-z0-9+#._-]{1,32}$/.test(language);
    next.attrs = { ...node.attrs, language: ok ? language : null };
  }
  if (node.marks) {
    const marks = node.marks.filter(
      (mark) => mark.type !== 'link' || checkLinkHref(String(mark.attrs?.href ?? '')).ok,
    );
    if (marks.length) next.marks = marks;
    else delete next.marks;
  }
  if (node.content) {
    next.content = node.content.map(clean).filter((child): child is JsonNode => child !== null);
    if (next.content.length === 0) {
      // Containers need a block inside; text blocks may be empty.
      if (node.type === 'blockquote' || node.type === 'listItem') next.content = [{ type: 'paragraph' }];
      else delete next.content;
    }
  }
  return next;
}
