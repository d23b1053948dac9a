/**
 * For the dialog's insert buttons: pressing one must not take focus (and with it the selection the
 * LaTeX replaces) away from the text area.
 */
import type { MouseEvent } from 'react';

export function keepFocusWhereItIs(event: MouseEvent) {
  event.preventDefault();
}
