/**
 * A LaTeX expression rendered by KaTeX: as a card with its title above (block) or within a line of
 * text (inline). KaTeX and its stylesheet are imported here, so they load only with screens that
 * show maths. Invalid LaTeX never throws: KaTeX shows the source in its error colour and the display
 * adds the parser's message as a note.
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { renderMath } from '@/components/rich-text/katex-loader.ts';
import { cardClass } from '@/components/ui/control-styles.ts';
import { latexError } from './latex-error.ts';

export type MathTextDisplayMode = 'inline' | 'block';

const errorTextClass = 'text-red-700 dark:text-red-400';

export function MathTextDisplay({
  expression,
  title = 'Expression',
  mode = 'block',
}: {
  expression: string;
  title?: string;
  mode?: MathTextDisplayMode;
}) {
  const displayMode = mode === 'block';
  const titleId = useId();
  // KaTeX writes into an element React leaves empty, so the two never manage the same nodes.
  const target = useRef<HTMLSpanElement>(null);
  const error = useMemo(() => latexError(expression, displayMode), [expression, displayMode]);

  useLayoutEffect(() => {
    if (target.current) renderMath(katex, expression, target.current, displayMode);
  }, [expression, displayMode]);

  if (!displayMode) {
    return (
      <span className={error ? `math-text-inline ${errorTextClass}` : 'math-text-inline'}>
        <span ref={target} />
        {error ? (
          <span role="note" className="sr-only">
            Invalid LaTeX: {error}
          </span>
        ) : null}
      </span>
    );
  }

  return (
    <figure aria-labelledby={titleId} className={cardClass}>
      <figcaption id={titleId} className="mb-2 text-sm font-semibold text-neutral-700 dark:text-neutral-300">
        {title}
      </figcaption>
      <span
        ref={target}
        className={error ? `block overflow-x-auto ${errorTextClass}` : 'block overflow-x-auto'}
      />
      {error ? (
        <p role="note" className={`mt-2 text-sm ${errorTextClass}`}>
          Invalid LaTeX: {error}
        </p>
      ) : null}
    </figure>
  );
}
