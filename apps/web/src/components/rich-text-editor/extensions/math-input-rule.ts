/**
 * Typing `$…$` turns the LaTeX between the dollars into an inline maths node, by pandoc's rule for
 * TeX maths: the opening `$` has a non-space character right after it, the closing `$` a non-space
 * character right before it and no digit right after it. So "costs $5 and $10" stays text (the
 * closing `$` of "$5 and $" follows a space). An escaped `\$` never opens or closes, and `$$` is left
 * alone (it is not inline maths).
 */
import { InputRule } from '@tiptap/core';
import type { NodeType } from '@tiptap/pm/model';

/** Ends at the `$` just typed; group 1 is the `$…$`, group 2 the LaTeX. */
export const inlineMathPattern = /(?:^|[^\\$])(\$([^\s$](?:[^$]*[^\s$\\])?)\$)$/;

/** Whether `text` ends with an inline formula by the rule above (for tests and the input rule). */
export function matchInlineMath(text: string): string | null {
  return inlineMathPattern.exec(text)?.[2] ?? null;
}

export function inlineMathInputRule(type: NodeType): InputRule {
  return new InputRule({
    find: inlineMathPattern,
    handler: ({ state, range, match }) => {
      const whole = match[0];
      const math = match[1];
      const expression = match[2];
      if (!math || !expression) return null;
      // Pandoc: no digit right after the closing `$` (typing before existing text, say "$5$0").
      const $to = state.doc.resolve(range.to);
      const after = state.doc.textBetween(range.to, Math.min(range.to + 1, $to.end()));
      if (/^\d/.test(after)) return null;
      const start = range.from + (whole.length - math.length);
      state.tr.replaceWith(start, range.to, type.create({ expression }));
    },
  });
}
