/**
 * Rich text on the wire: the editor's JSON document (see @tinkerlabs/rich-text/document) and the
 * headings of its table of contents. Responses carry documents the server validated when it stored
 * them, so the check here is only of the outer shape.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { z } from 'zod';

export const richTextDocSchema = z.custom<RichTextDoc>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'doc' &&
    Array.isArray((value as { content?: unknown }).content),
  { message: 'Expected a rich-text document.' },
);

/** A heading for the table of contents; `id` is the anchor the renderer gives the heading. */
export const docHeadingSchema = z.object({
  level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  text: z.string(),
  id: z.string(),
});
export type DocHeading = z.infer<typeof docHeadingSchema>;
