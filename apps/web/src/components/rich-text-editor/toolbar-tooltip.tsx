/**
 * The formatting toolbar's tooltip: the name (and shortcut) of the button under the pointer or with
 * keyboard focus, shown under it. It is one element beside the toolbar rather than inside each
 * button because on a phone the toolbar scrolls sideways and a scroller clips what sticks out of it;
 * it is placed by measuring and kept within the toolbar's width, so it never makes the page scroll
 * sideways at 320 px. It stays while the pointer moves onto it, and Escape hides it (WCAG 1.4.13).
 * Screen readers do not need it: each button has the same name as its `aria-label`.
 *
 * Hand-written: the app has no tooltip component, and Radix UI's (@radix-ui/react-tooltip 1.4.1)
 * brings 14 packages with it, its popper among them, for this one toolbar.
 */
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

interface Tip {
  label: string;
  shortcut: string | null;
  /** The middle of the button, in pixels from the frame's left edge. */
  centre: number;
}

/** @example const tooltip = useToolbarTooltip(frame); <button onFocus={(e) => tooltip.show(e.currentTarget, 'Bold', 'Ctrl+B')}> */
export function useToolbarTooltip(frame: RefObject<HTMLElement | null>) {
  const [tip, setTip] = useState<Tip | null>(null);
  const box = useRef<HTMLSpanElement>(null);

  const show = useCallback(
    (button: HTMLElement, label: string, shortcut: string | null) => {
      const outer = frame.current?.getBoundingClientRect();
      const rect = button.getBoundingClientRect();
      setTip({ label, shortcut, centre: rect.left + rect.width / 2 - (outer?.left ?? 0) });
    },
    [frame],
  );
  const hide = useCallback(() => setTip(null), []);

  useLayoutEffect(() => {
    const element = box.current;
    if (!tip || !element) return;
    const room = frame.current?.clientWidth ?? 0;
    const width = element.offsetWidth;
    element.style.left = `${Math.max(0, Math.min(tip.centre - width / 2, room - width))}px`;
  }, [tip, frame]);

  const tooltip = tip ? (
    // aria-hidden: the button's own name says the same, and aria-keyshortcuts the shortcut.
    <span
      ref={box}
      aria-hidden="true"
      data-toolbar-tooltip
      className="absolute top-full z-20 mt-1 rounded bg-neutral-900 px-2 py-1 text-xs whitespace-nowrap text-white shadow-md dark:bg-neutral-100 dark:text-neutral-900"
    >
      {tip.label}
      {tip.shortcut ? <span className="ml-2 opacity-75">{tip.shortcut}</span> : null}
    </span>
  ) : null;

  return { show, hide, tooltip };
}
