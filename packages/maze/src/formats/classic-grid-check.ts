/**
 * Checks every character of a maze drawn in the classic text format, where each has one job: a post
 * `o` every 4 columns of the even lines with a wall `---` or an opening of 3 spaces between posts,
 * and on the odd lines a wall `|` or a space every 4 columns with 3 characters of cell between, a
 * space each side of the middle, which may hold S (start) or G (goal). The outer walls must all be
 * there. The first wrong character is reported with its line and column and what was expected.
 */
import { MazeFormatError } from './maze-format-error.ts';

/** The found character in words; trailing spaces are trimmed before, so a line may end early. */
function describe(found: string | undefined): string {
  if (found === undefined) return 'the end of the line';
  if (found === ' ') return 'a space';
  if (found === '\t') return 'a tab';
  return `"${found}"`;
}

/**
 * Throws MazeFormatError for the first character of `line` (line `row` of `lineCount`, counted from 0)
 * that the classic format does not allow in its place, for a maze `width` cells across.
 */
export function checkClassicLine(line: string, row: number, width: number, lineCount: number): void {
  const fail = (column: number, expected: string) => {
    throw new MazeFormatError(`${expected}, found ${describe(line[column])}`, row + 1, column + 1);
  };
  const outerRow = row === 0 ? 'top' : row === lineCount - 1 ? 'bottom' : null;
  for (let column = 0; column <= 4 * width; column++) {
    const found = line[column] ?? ' ';
    const place = column % 4;
    if (row % 2 === 0) {
      const wall = (line[column - place + 1] ?? ' ') === '-';
      if (place === 0) {
        if (line[column] !== 'o') fail(column, 'expected a post "o"');
      } else if (outerRow && found !== '-')
        fail(column, `the maze is not enclosed: expected the ${outerRow} outer wall "---"`);
      else if (place === 1 && found !== '-' && found !== ' ')
        fail(column, 'expected a wall "---" or an opening of 3 spaces between posts');
      else if (wall && found !== '-') fail(column, 'expected "-" to continue the wall "---"');
      else if (!wall && found !== ' ') fail(column, 'expected a space to continue the opening of 3 spaces');
    } else if (place === 0) {
      const outerSide = column === 0 ? 'left' : column === 4 * width ? 'right' : null;
      if (outerSide && found !== '|')
        fail(column, `the maze is not enclosed: expected the ${outerSide} outer wall "|"`);
      else if (found !== '|' && found !== ' ') fail(column, 'expected a wall "|" or a space between cells');
    } else if (place === 2) {
      if (!' SsGg'.includes(found))
        fail(column, 'expected a space, S (start) or G (goal) in the middle of a cell');
    } else if (found !== ' ')
      fail(column, 'expected a space inside a cell (only its middle may hold S or G)');
  }
}
