/**
 * Keeping keyboard focus inside a modal dialog: Tab and Shift+Tab cycle through the dialog's own
 * controls, and the element that had focus before the dialog opened gets it back when it closes.
 */
import type { KeyboardEvent } from 'react';

const candidates = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls Tab reaches inside the container, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled') && !element.hidden,
  );
}

/** Handles Tab inside the container: moves focus to the next (or previous) control, wrapping round. */
export function cycleFocus(event: KeyboardEvent, container: HTMLElement) {
  const tabbable = tabbableElements(container);
  event.preventDefault();
  if (tabbable.length === 0) return;
  const current = tabbable.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  // From outside the list (the dialog itself has focus), Tab goes to the first, Shift+Tab the last.
  const next = current === -1 ? (event.shiftKey ? tabbable.length - 1 : 0) : current + step;
  tabbable[(next + tabbable.length) % tabbable.length]?.focus();
}

/**
 * Notes which element has focus now (call it as a dialog opens) and returns the function that gives
 * focus back to it (call that as the dialog closes), if it is still on the page.
 */
export function rememberFocus(): () => void {
  const previous = document.activeElement;
  return () => {
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  };
}
