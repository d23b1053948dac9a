// Whether an element's content is wider than the element, kept up to date as either resizes: a box
// that scrolls sideways only then becomes a focusable region (components/ui/scroll-region.tsx).
import { useEffect, useState, type RefObject } from 'react';

export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A ResizeObserver reports once on observe, then on every change of either size.
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
