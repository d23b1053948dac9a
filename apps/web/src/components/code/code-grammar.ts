/**
 * Which grammar highlights a code block's language: the Lezer grammars the labs' editor uses
 * (Python for MicroPython too, C++ for C and Arduino sketches, JavaScript for TypeScript too).
 * A language without one (shell, text, YAML) is shown unhighlighted.
 */
import type { LRParser } from '@lezer/lr';

export type CodeGrammar = 'python' | 'cpp' | 'javascript' | 'typescript';

const grammars: Record<string, CodeGrammar> = {
  python: 'python',
  py: 'python',
  micropython: 'python',
  cpp: 'cpp',
  'c++': 'cpp',
  c: 'cpp',
  arduino: 'cpp',
  ino: 'cpp',
  javascript: 'javascript',
  js: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
};

/** @example grammarOf('MicroPython') // 'python' */
export function grammarOf(language: string | null): CodeGrammar | null {
  return (language && grammars[language.toLowerCase()]) || null;
}

/** The grammar's parser, each in a chunk of its own (the editor's chunks share them). */
export function loadParser(grammar: CodeGrammar): Promise<LRParser> {
  switch (grammar) {
    case 'python':
      return import('@lezer/python').then((module) => module.parser);
    case 'cpp':
      return import('@lezer/cpp').then((module) => module.parser);
    case 'javascript':
      return import('@lezer/javascript').then((module) => module.parser);
    case 'typescript':
      return import('@lezer/javascript').then((module) => module.parser.configure({ dialect: 'ts' }));
  }
}
