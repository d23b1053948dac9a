/** Inline and displayed maths for the lesson, through the app's shared KaTeX display. */
import { MathTextDisplay } from '@/components/maths/math-text-display.tsx';
import { ScrollingMathDisplay } from '@/components/maths/scrolling-math-display.tsx';

/** LaTeX within a sentence. */
export function Tex({ children }: { children: string }) {
  return <MathTextDisplay expression={children} mode="inline" />;
}

/**
 * A displayed formula in a card, titled so a screen reader can tell the formulas apart. The card is as wide
 * as its formula; when that is wider than the page (a phone), the wrapper scrolls and takes keyboard focus.
 */
export function TexBlock({ title, children }: { title: string; children: string }) {
  return <ScrollingMathDisplay title={title} expression={children} />;
}
