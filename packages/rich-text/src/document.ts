/**
 * The rich-text document as the editor stores it: TipTap / ProseMirror JSON. Articles, blog posts,
 * projects, learning-hub topics and the programming pages keep their bodies in this shape, and the
 * web app renders it node by node (maths through KaTeX), never as raw HTML.
 *
 * @example
 * const doc: RichTextDoc = {
 *   type: 'doc',
 *   content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }],
 * };
 */

export type BoldMark = { type: 'bold' };
export type ItalicMark = { type: 'italic' };
export type StrikeMark = { type: 'strike' };
export type CodeMark = { type: 'code' };
export type LinkMark = { type: 'link'; attrs: { href: string } };
export type Mark = BoldMark | ItalicMark | StrikeMark | CodeMark | LinkMark;
export type MarkType = Mark['type'];

export type TextNode = { type: 'text'; text: string; marks?: Mark[] };
export type HardBreakNode = { type: 'hardBreak' };
export type MathInlineNode = { type: 'mathInline'; attrs: { expression: string } };
export type InlineNode = TextNode | HardBreakNode | MathInlineNode;

export type HeadingLevel = 2 | 3 | 4;

export type ParagraphNode = { type: 'paragraph'; content?: InlineNode[] };
export type HeadingNode = { type: 'heading'; attrs: { level: HeadingLevel }; content?: InlineNode[] };
export type BulletListNode = { type: 'bulletList'; content: ListItemNode[] };
export type OrderedListNode = { type: 'orderedList'; attrs: { start: number }; content: ListItemNode[] };
/** A list item starts with a paragraph, as in TipTap's schema (`paragraph block*`). */
export type ListItemNode = { type: 'listItem'; content: BlockNode[] };
export type BlockquoteNode = { type: 'blockquote'; content: BlockNode[] };
/** Code keeps its text verbatim in unmarked text nodes; `language` is null when none was given. */
export type CodeBlockNode = { type: 'codeBlock'; attrs: { language: string | null }; content?: TextNode[] };
export type HorizontalRuleNode = { type: 'horizontalRule' };
export type ImageNode = {
  type: 'image';
  attrs: {
    src: string;
    alt: string | null;
    title: string | null;
    width: number | null;
    height: number | null;
  };
};
export type MathBlockNode = { type: 'mathBlock'; attrs: { expression: string } };

export type BlockNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | CodeBlockNode
  | HorizontalRuleNode
  | ImageNode
  | MathBlockNode;

export type RichTextDoc = { type: 'doc'; content: BlockNode[] };

/** Any node of a document, for walkers that treat every kind alike. */
export type RichTextNode = RichTextDoc | BlockNode | ListItemNode | InlineNode;

export const blockNodeTypes = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'codeBlock',
  'horizontalRule',
  'image',
  'mathBlock',
] as const satisfies readonly BlockNode['type'][];

export const inlineNodeTypes = [
  'text',
  'hardBreak',
  'mathInline',
] as const satisfies readonly InlineNode['type'][];

export const markTypes = ['bold', 'italic', 'strike', 'code', 'link'] as const satisfies readonly MarkType[];

/** The children of a node, whatever its kind (leaves have none). */
export function childrenOf(node: RichTextNode): readonly RichTextNode[] {
  return 'content' in node && node.content ? node.content : [];
}
