/**
 * Mirrors the simulation's state into the address with history.replaceState, a moment after it last
 * changed: the link is always shareable, the back button is not filled with every slider step, and an
 * animation does not rewrite the address sixty times a second. React Router's own history state is
 * kept, so its navigation (back, forward, links) keeps working.
 */
import { useEffect } from 'react';

export function useAddressState(search: string, paused: boolean, delayMs = 150): void {
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => {
      const url = `${window.location.pathname}?${search}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
        window.history.replaceState(window.history.state, '', url);
      }
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [search, paused, delayMs]);
}
