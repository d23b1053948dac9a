/** The JavaScript mouse's program, kept in localStorage so it survives a reload. */
import { useCallback, useState } from 'react';
import { defaultProgram } from '../lib/default-program.ts';

const storageKey = 'tinkerlabs:maze-simulator:javascript-program';

function readStored(): string {
  try {
    return localStorage.getItem(storageKey) ?? defaultProgram;
  } catch {
    return defaultProgram; // storage blocked (private mode, policy): start from the example
  }
}

export function useStoredProgram() {
  const [program, setProgram] = useState(readStored);
  const update = useCallback((text: string) => {
    setProgram(text);
    try {
      localStorage.setItem(storageKey, text);
    } catch {
      // Storage full or blocked: the program still runs, it just is not kept.
    }
  }, []);
  const restoreExample = useCallback(() => update(defaultProgram), [update]);
  return { program, update, restoreExample };
}
