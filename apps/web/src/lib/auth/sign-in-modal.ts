/** The shared flag that opens the sign-in modal from anywhere (the Login button, a page, a guard). */
import { useSyncExternalStore } from 'react';

let open = false;
let returnFocusTo: HTMLElement | null = null;
const subscribers = new Set<() => void>();

/** Opens or closes the modal; closing gives focus back to what had it when the modal opened. */
export function setSignInModalOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  if (next) returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  subscribers.forEach((notify) => notify());
  if (!next) {
    const target = returnFocusTo;
    returnFocusTo = null;
    setTimeout(() => target?.focus(), 0); // after the modal has left the page
  }
}

export function useSignInModalOpen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => open,
    () => false,
  );
}
