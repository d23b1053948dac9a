/**
 * A titled formula card (MathTextDisplay's block) that is as wide as its formula, in a box that
 * scrolls sideways when the formula is wider than the page, and only then takes keyboard focus as a
 * region named by the title (components/ui/scroll-region.tsx): a matrix on a phone or at 400 % zoom.
 */
import { ScrollRegion } from '@/components/ui/scroll-region.tsx';
import { MathTextDisplay } from './math-text-display.tsx';

export function ScrollingMathDisplay({ title, expression }: { title: string; expression: string }) {
  return (
    <ScrollRegion label={title} className="rounded-xl">
      {/* The card's own scroller is turned off: KaTeX overhangs its box by a pixel or two, which would
          make every card a second, unlabelled scroll region. */}
      <div className="w-max min-w-full [&_figure>span]:overflow-visible">
        <MathTextDisplay expression={expression} title={title} mode="block" />
      </div>
    </ScrollRegion>
  );
}
