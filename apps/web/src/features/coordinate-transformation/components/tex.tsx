/** Inline and displayed maths for the lesson, through the app's shared KaTeX display. */
import { useRef } from 'react';
import { MathTextDisplay } from '@/components/maths/math-text-display.tsx';
import { useHorizontalOverflow } from '../hooks/use-horizontal-overflow.ts';

/** LaTeX within a sentence. */
export function Tex({ children }: { children: string }) {
  return <MathTextDisplay expression={children} mode="inline" />;
}

/**
 * A displayed formula in a card, titled so a screen reader can tell the formulas apart. The card is as wide
 * as its formula; when that is wider than the page (a phone), the wrapper scrolls and takes keyboard focus.
 * The wrapper is positioned so KaTeX's absolutely placed MathML copy is clipped by it, not by the page.
 */
export function TexBlock({ title, children }: { title: string; children: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(scroller);
  return (
    <div
      ref={scroller}
      className="relative overflow-x-auto rounded-xl"
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': `${title} (scrolls sideways)` } : {})}
    >
      {/* The card's own scroller is turned off: KaTeX overhangs its box by a pixel or two, which would
          make every card a second, unlabelled scroll region. */}
      <div className="w-max min-w-full [&_figure>span]:overflow-visible">
        <MathTextDisplay expression={children} title={title} mode="block" />
      </div>
    </div>
  );
}
