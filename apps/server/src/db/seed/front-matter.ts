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
 * `bodyLine` is the file's line the body starts on, so problems in the body can name it.
 * @example readFrontMatter('---\ntitle: PID\n---\nBody', 'articles/pid.md') // { data: { title: 'PID' }, body: 'Body', bodyLine: 4 }
 */
export function readFrontMatter(
  source: string,
  file: string,
): { data: unknown; body: string; bodyLine: number } {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match)
    throw new ContentFileError(file, 'the file must start with front matter between two "---" lines');
  const bodyLine = match[0].split('\n').length + (match[0].endsWith('\n') ? 0 : 1);
  return { data: parseYaml(match[1]!, file), body: source.slice(match[0].length), bodyLine };
}

/** Parses YAML the same way for front matter and .yaml files; syntax errors name the file and line. */
export function parseYaml(source: string, file: string): unknown {
  try {
    return parse(source, { prettyErrors: true });
  } catch (error) {
    throw new ContentFileError(file, `invalid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}
