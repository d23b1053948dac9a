/** Telling a blur that moves to the form's send button from any other (see FormField). */
import type { FocusEvent } from 'react';
/**
 * True when focus leaves a field for the form's send button: the send shows every message anyway,
 * and a message appearing on that blur would shift the button away from under the pointer (the
 * click then misses it).
 */
export function movesToSubmit(event: FocusEvent): boolean {
  const next = event.relatedTarget;
  return next instanceof HTMLButtonElement && next.type === 'submit';
}
