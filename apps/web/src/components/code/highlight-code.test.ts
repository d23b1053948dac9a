import { describe, expect, it } from 'vitest';
import { loadParser, type CodeGrammar } from './code-grammar.ts';
import { highlightCode } from './highlight-code.ts';

/** The code's coloured pieces as [text, role]. */
async function pieces(code: string, grammar: CodeGrammar) {
  const ranges = highlightCode(code, await loadParser(grammar));
  return ranges.map(([from, to, role]) => [code.slice(from, to), role]);
}

describe('highlightCode', () => {
  it('colours Python by the roles of the labs’ editor', async () => {
    const code = 'def blink(pin):\n    # toggle\n    return pin.value(not True, "on", 42)\n';
    expect(await pieces(code, 'python')).toEqual([
      ['def', 'keyword'],
      ['blink', 'definition'],
      ['# toggle', 'comment'],
      ['return', 'keyword'],
      ['value', 'function'],
      ['not', 'keyword'],
      ['True', 'number'],
      ['"on"', 'string'],
      ['42', 'number'],
    ]);
  });

  it('colours C++, with the preprocessor as keywords', async () => {
    const code = '#include <cstdio>\nint main() {\n  return 0; // done\n}\n';
    expect(await pieces(code, 'cpp')).toEqual([
      ['#include', 'keyword'],
      ['<cstdio>', 'string'],
      ['int', 'definition'],
      ['main', 'definition'],
      ['return', 'keyword'],
      ['0', 'number'],
      ['// done', 'comment'],
    ]);
  });

  it('colours JavaScript, and TypeScript with its types', async () => {
    expect(await pieces('const n = tf.tensor([1]);', 'javascript')).toEqual([
      ['const', 'keyword'],
      ['n', 'definition'],
      ['tensor', 'function'],
      ['1', 'number'],
    ]);
    expect(await pieces('let x: number = 1;', 'typescript')).toEqual([
      ['let', 'keyword'],
      ['x', 'definition'],
      ['number', 'definition'],
      ['1', 'number'],
    ]);
  });

  it('gives ranges in order that never overlap, and none for blank code', async () => {
    const parser = await loadParser('python');
    const ranges = highlightCode('x = 1\n\n\ny = "a" + "b"  # sum\n', parser);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThanOrEqual(ranges[i - 1]![1]);
    expect(highlightCode('', parser)).toEqual([]);
  });
});
