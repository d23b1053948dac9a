/**
 * A box that scrolls sideways when its content is wider than the page (a table or a matrix on a
 * phone, or at 400 % zoom). Only then does it become a named region that takes keyboard focus, so
 * a keyboard user can scroll it (axe's `scrollable-region-focusable`) and nobody tabs through boxes
 * that need no scrolling. `label` names it ("Denavit–Hartenberg table"); "(scrolls sideways)" is added.
 *
 * The box is positioned, so KaTeX's absolutely placed MathML copy is clipped by it, not by the page.
 */
import { useRef, type ReactNode } from 'react';
import { useHorizontalOverflow } from '@/lib/use-horizontal-overflow.ts';

export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  /** One element: the box watches its width. */
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(box);
  return (
    <div
      ref={box}
      className={`relative overflow-x-auto ${className}`}
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}
    >
      {children}
    </div>
  );
}
