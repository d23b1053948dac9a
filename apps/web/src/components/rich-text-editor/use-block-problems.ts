/**
 * A dialog's problems as its fields show them: nothing until the author first presses OK (an empty
 * form is not a mistake), then each field's message, kept up to date as they type.
 */
import type { DocProblem } from '@tinkerlabs/rich-text/validate-doc';
import { useState } from 'react';
import { placeProblems } from './block-problems.ts';

export interface BlockProblems {
  valid: boolean;
  /** Shows the messages from now on (OK was pressed with problems left). */
  reveal: () => void;
  /** The message under a field, once shown. */
  error: (field: string) => string | undefined;
  /** Messages about no field in particular, once shown. */
  general: string[];
  shown: boolean;
}

export function useBlockProblems(problems: readonly DocProblem[], fields: readonly string[]): BlockProblems {
  const [shown, setShown] = useState(false);
  const placed = placeProblems(problems, fields);
  return {
    valid: problems.length === 0,
    reveal: () => setShown(true),
    error: (field) => (shown ? placed.byField.get(field) : undefined),
    general: shown ? placed.general : [],
    shown,
  };
}
