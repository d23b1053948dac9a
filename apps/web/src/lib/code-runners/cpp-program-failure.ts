/**
 * What the C++ lab says when a program ends on a WebAssembly trap or an engine error: the trap's own
 * words, and for the traps a student meets most (an index outside an array, a stack overflow), what
 * usually causes them, since the browser gives no line number. Calls nest only a few thousand deep
 * (measured in Chromium 156: about 9 000 of a small recursive function, where a desktop's 8 MiB stack
 * takes a hundred thousand and more): the engine's own limit for a worker, which a page cannot raise.
 */
import { programStackBytes } from './cpp-protocol.ts';

/** What a visitor reads when the program ends on a trap or an engine error, with its likely cause. */
export function failureReason(error: unknown): string {
  const stack = `${programStackBytes / (1024 * 1024)} MiB`;
  if (error instanceof RangeError && /call stack/i.test(error.message))
    return `The program stopped: its calls nested deeper than the browser allows a worker, a few thousand (${error.message}). A loop with a std::vector as its own stack goes as deep as memory allows.`;
  if (!(error instanceof WebAssembly.RuntimeError))
    return `The program failed: ${error instanceof Error ? error.message : String(error)}.`;
  if (error.message === 'unreachable')
    return 'The program aborted (abort() and __builtin_trap() end it with a WebAssembly trap).';
  if (/out of bounds/.test(error.message) && !/table/.test(error.message))
    return `The program stopped on a WebAssembly trap: ${error.message}. A pointer or index went outside the program's memory, or its ${stack} stack overflowed (a local array too large, or recursion too deep).`;
  return `The program stopped on a WebAssembly trap: ${error.message}.`;
}
