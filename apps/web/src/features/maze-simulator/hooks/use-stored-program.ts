/** A mouse program's file, kept in localStorage so it survives a reload. */
import { useCallback, useState } from 'react';

const storagePrefix = 'tinkerlabs:maze-simulator:';

function readStored(key: string, example: string): string {
  try {
    return localStorage.getItem(storagePrefix + key) ?? example;
  } catch {
    return example; // storage blocked (private mode, policy): start from the example
  }
}

/** `key` names the file in storage ('javascript-program' is the JavaScript mouse's). */
export function useStoredProgram(key: string, example: string) {
  const [program, setProgram] = useState(() => readStored(key, example));
  const update = useCallback(
    (text: string) => {
      setProgram(text);
      try {
        localStorage.setItem(storagePrefix + key, text);
      } catch {
        // Storage full or blocked: the program still runs, it just is not kept.
      }
    },
    [key],
  );
  const restoreExample = useCallback(() => update(example), [update, example]);
  return { program, update, restoreExample };
}

export type StoredProgram = ReturnType<typeof useStoredProgram>;
