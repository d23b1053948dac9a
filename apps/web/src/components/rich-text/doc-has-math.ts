/** Whether a document holds any formula, so a page loads KaTeX only when it needs it. */
import { childrenOf, type RichTextNode } from '@tinkerlabs/rich-text/document';

export function docHasMath(node: RichTextNode): boolean {
  if (node.type === 'mathInline' || node.type === 'mathBlock') return true;
  return childrenOf(node).some(docHasMath);
}
