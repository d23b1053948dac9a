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

import type { ExerciseAttrs } from './exercise.ts';
import type { LabWidgetAttrs } from './lab-widget.ts';

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
export type ListItemNode = { type: 'listItem'; content: BasicBlockNode[] };
export type BlockquoteNode = { type: 'blockquote'; content: BasicBlockNode[] };
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

/** The blocks of ordinary prose: what lists, quotes and the rich parts of an exercise hold. */
export type BasicBlockNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | CodeBlockNode
  | HorizontalRuleNode
  | ImageNode
  | MathBlockNode;

/**
 * The languages a code cell runs (with the programming labs' runners). MicroPython may have the
 * virtual board beside it (`board`).
 */
export type CodeCellLanguage = 'python' | 'micropython' | 'cpp';
export const codeCellLanguages = [
  'python',
  'micropython',
  'cpp',
] as const satisfies readonly CodeCellLanguage[];

/**
 * A program the reader can edit and run in place. `id` is unique in its document (the learner's
 * edits are kept under it); `input` is what the program reads from standard input.
 */
export type CodeCellNode = {
  type: 'codeCell';
  attrs: { id: string; language: CodeCellLanguage; board: boolean; code: string; input: string };
};

/** A live lab inside the text: its kind and starting state (see lab-widget.ts). */
export type LabWidgetNode = { type: 'labWidget'; attrs: LabWidgetAttrs };

/** A question the reader answers in place, checked in the browser (see exercise.ts). */
export type ExerciseNode = { type: 'exercise'; attrs: ExerciseAttrs };

/** Blocks that run something in the reader's browser: allowed at a document's top level only. */
export type InteractiveBlockNode = CodeCellNode | LabWidgetNode | ExerciseNode;

export type BlockNode = BasicBlockNode | InteractiveBlockNode;

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
  'codeCell',
  'labWidget',
  'exercise',
] as const satisfies readonly BlockNode['type'][];

export const interactiveNodeTypes = [
  'codeCell',
  'labWidget',
  'exercise',
] as const satisfies readonly InteractiveBlockNode['type'][];

const interactiveNodeInJson = new RegExp(`"type":"(?:${interactiveNodeTypes.join('|')})"`);

/**
 * Whether a JSON text that holds documents (a page's state, as JSON.stringify writes it) holds an
 * interactive block: the server preloads their code for such a page, and the app loads it before
 * hydrating.
 */
export const jsonHasInteractiveBlocks = (json: string): boolean => interactiveNodeInJson.test(json);

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
