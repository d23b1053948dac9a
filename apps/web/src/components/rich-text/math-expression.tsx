/**
 * A formula (inline or display) rendered by KaTeX into an element React leaves empty, so React and
 * KaTeX never manage the same nodes. Until KaTeX has loaded (it starts loading once the page has
 * painted), the LaTeX source stands in its place; the waiting formulas then render in small slices.
 * A display formula may be wider than the reading column (rich-text.css) and scrolls past that.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { loadedKatex, loadKatexAfterPaint, renderMath, scheduleMath } from './katex-loader.ts';

export function MathExpression({ expression, display }: { expression: string; display: boolean }) {
  const target = useRef<HTMLSpanElement>(null);
  // With KaTeX already loaded (an earlier page used it), the formula renders before the first paint.
  const [rendered, setRendered] = useState(() => loadedKatex() !== null);
  // The server renders the source (it has no KaTeX): so does the browser's hydration of that markup.
  const hydrated = useHydrated();

  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return;
    const katex = loadedKatex();
    if (katex) {
      renderMath(katex, expression, element, display);
      return;
    }
    let cancelled = false;
    loadKatexAfterPaint().then(
      (loaded) =>
        scheduleMath(() => {
          if (cancelled) return;
          renderMath(loaded, expression, element, display);
          setRendered(true);
        }),
      () => undefined, // the source stays readable when the maths chunk cannot load
    );
    return () => {
      cancelled = true;
    };
  }, [expression, display]);

  const source = rendered && hydrated ? null : <code className="math-source">{expression}</code>;
  return display ? (
    // A formula wider than the page scrolls, shows a shadow at the edge it continues past
    // (rich-text.css) and takes keyboard focus as the region "Formula (scrolls sideways)".
    <ScrollRegion label="Formula" className="math-block">
      <div className="w-max min-w-full">
        <span ref={target} />
        {source}
      </div>
    </ScrollRegion>
  ) : (
    <span className="math-inline">
      <span ref={target} />
      {source}
    </span>
  );
}
