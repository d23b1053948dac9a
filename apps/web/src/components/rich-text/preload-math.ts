/**
 * For route loaders of document pages: when the document holds maths, load KaTeX (code and
 * stylesheet). Awaiting it keeps the page until the formulas can render at the first paint; not
 * awaiting it lets the text show first. A failed load is not the page's failure: the formulas then
 * show their LaTeX source.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { docHasMath } from './doc-has-math.ts';
import { loadKatex } from './katex-loader.ts';

export async function preloadMath(doc: RichTextDoc): Promise<void> {
  if (docHasMath(doc)) await loadKatex().catch(() => undefined);
}
