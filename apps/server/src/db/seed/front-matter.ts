/** Splits a Markdown file into its YAML front matter (between `---` lines at the top) and its body. */
import { parse } from 'yaml';

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

/**
 * @example readFrontMatter('---\ntitle: PID\n---\nBody', 'articles/pid.md') // { data: { title: 'PID' }, body: 'Body' }
 */
export function readFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match)
    throw new ContentFileError(file, 'the file must start with front matter between two "---" lines');
  return { data: parseYaml(match[1]!, file), body: source.slice(match[0].length) };
}

/** Parses YAML the same way for front matter and .yaml files; syntax errors name the file and line. */
export function parseYaml(source: string, file: string): unknown {
  try {
    return parse(source, { prettyErrors: true });
  } catch (error) {
    throw new ContentFileError(file, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}
