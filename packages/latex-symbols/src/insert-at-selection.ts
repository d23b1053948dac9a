/** How a symbol or template enters the expression: at the text cursor, replacing what is selected. */

export interface InsertionResult {
  text: string;
  /** Where the cursor goes: just after the inserted text. */
  cursor: number;
}

/**
 * Puts `insertion` in place of the text between the selection's ends (a caret when they are equal).
 * Ends given in either order, or outside the text, are put in order and kept inside it.
 *
 * @example insertAtSelection('a + c', 4, 5, '\\beta') // { text: 'a + \\beta', cursor: 9 }
 */
export function insertAtSelection(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  insertion: string,
): InsertionResult {
  const clamp = (index: number) => Math.min(Math.max(index, 0), text.length);
  const start = clamp(Math.min(selectionStart, selectionEnd));
  const end = clamp(Math.max(selectionStart, selectionEnd));
  return {
    text: text.slice(0, start) + insertion + text.slice(end),
    cursor: start + insertion.length,
  };
}
