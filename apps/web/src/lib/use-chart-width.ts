/**
 * The width of a chart's box in CSS pixels, kept up to date. A chart drawn in an SVG as wide as its box
 * keeps its labels at the size its classes give; with a fixed viewBox they scale with the box (a
 * 560-unit chart on a 358 px phone drew its 11 px labels at 7 px). `fallback` stands until the first
 * measure: on the server, in the first render, and where ResizeObserver is missing.
 * @example const [figure, width] = useChartWidth<HTMLElement>(560, 280); <figure ref={figure}>…
 */
import { useEffect, useRef, useState } from 'react';

export function useChartWidth<T extends Element>(fallback: number, minimum = 0) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A ResizeObserver reports once on observe, then on every change of the box.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(minimum, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [minimum]);
  return [ref, width] as const;
}

/** How many ticks an axis `width` pixels long gets: one per 80 px or so, from 2 to 6. */
export const tickCount = (width: number) => Math.max(2, Math.min(6, Math.floor(width / 80)));
