/**
 * The rich parts of an exercise as the dialog edits them: light Markdown with $…$ maths, converted
 * by the content format's own converter (markdownToDoc; doc-to-markdown.ts writes it back). A question,
 * hint or solution is blocks; an option's text or a feedback is one paragraph's inline content.
 */
import type { BasicBlockNode, InlineNode } from '@tinkerlabs/rich-text/document';
import { interactiveNodeTypes } from '@tinkerlabs/rich-text/document';
import { markdownToDoc, MarkdownSyntaxError } from '@tinkerlabs/rich-text/markdown-to-doc';

export interface Converted<T> {
  value: T;
  /** Why the text could not be read, in the author's words; null when it could. */
  problem: string | null;
}

/**
 * Empty text is no blocks (the check that a question is there says so, not this).
 * @example blocksFromMarkdown('Set $K_p$ first.').value // [paragraph "Set " + maths K_p + " first."]
 */
export function blocksFromMarkdown(text: string): Converted<BasicBlockNode[]> {
  if (!text.trim()) return { value: [], problem: null };
  try {
    const blocks = markdownToDoc(text).content;
    if (blocks.some((block) => (interactiveNodeTypes as readonly string[]).includes(block.type)))
      return { value: [], problem: 'Code cells, labs and exercises cannot go inside an exercise.' };
    return { value: blocks as BasicBlockNode[], problem: null };
  } catch (error) {
    if (error instanceof MarkdownSyntaxError)
      return { value: [], problem: `Line ${error.line}: ${error.problem}.` };
    throw error;
  }
}

/** @example inlineFromMarkdown('**Yes**: $l_1 + l_2$').value // [bold "Yes", text ": ", maths] */
export function inlineFromMarkdown(text: string): Converted<InlineNode[]> {
  const blocks = blocksFromMarkdown(text);
  if (blocks.problem) return { value: [], problem: blocks.problem };
  const [first, ...rest] = blocks.value;
  if (!first) return { value: [], problem: null };
  if (first.type !== 'paragraph' || rest.length)
    return {
      value: [],
      problem: 'Write this as one paragraph: no lists, headings, code blocks or display maths.',
    };
  return { value: first.content ?? [], problem: null };
}
