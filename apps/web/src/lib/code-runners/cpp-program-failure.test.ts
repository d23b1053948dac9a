import { describe, expect, it } from 'vitest';
import { failureReason } from './cpp-program-failure.ts';

describe('what the C++ lab says when a program fails', () => {
  it('says abort() for the unreachable trap', () => {
    expect(failureReason(new WebAssembly.RuntimeError('unreachable'))).toBe(
      'The program aborted (abort() and __builtin_trap() end it with a WebAssembly trap).',
    );
  });

  it('gives the likely causes of a memory trap, with the stack’s size', () => {
    const reason = failureReason(new WebAssembly.RuntimeError('memory access out of bounds'));
    expect(reason).toMatch(/^The program stopped on a WebAssembly trap: memory access out of bounds\. /);
    expect(reason).toContain('its 8 MiB stack overflowed (a local array too large, or recursion too deep)');
  });

  it('keeps other traps as they are, and names the browser’s own limit on nested calls', () => {
    expect(failureReason(new WebAssembly.RuntimeError('integer divide by zero'))).toBe(
      'The program stopped on a WebAssembly trap: integer divide by zero.',
    );
    expect(failureReason(new WebAssembly.RuntimeError('table index is out of bounds'))).toBe(
      'The program stopped on a WebAssembly trap: table index is out of bounds.',
    );
    expect(failureReason(new RangeError('Maximum call stack size exceeded'))).toMatch(
      /^The program stopped: its calls nested deeper than the browser allows a worker, a few thousand \(Maximum call stack size exceeded\)\./,
    );
    expect(failureReason(new Error('no memory'))).toBe('The program failed: no memory.');
  });
});
