/** The error a maze file reader throws: what is wrong, and where (1-based line and column). */
export class MazeFormatError extends Error {
  override readonly name = 'MazeFormatError';
  constructor(
    readonly problem: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`Line ${line}, column ${column}: ${problem}`);
  }
}
