// Numbers and matrices written as LaTeX for KaTeX, and numbers as plain text for the readouts: a fixed
// number of decimals, a true minus sign, and no "−0.00" for values that round to zero.

/** Plain text such as "−1.25", with U+2212 MINUS SIGN. */
export function formatNumber(value: number, digits = 2): string {
  const text = value.toFixed(digits);
  if (Number(text) === 0) return (0).toFixed(digits);
  return text.startsWith('-') ? `\u2212${text.slice(1)}` : text;
}

/** LaTeX for a number: KaTeX typesets "-" in maths as a minus sign. */
export function latexNumber(value: number, digits = 2): string {
  return formatNumber(value, digits).replace('\u2212', '-');
}

/** A bracketed matrix of numbers, or of LaTeX strings taken as they are. */
export function latexMatrix(rows: readonly (readonly (number | string)[])[], digits = 2): string {
  const body = rows
    .map((row) =>
      row.map((cell) => (typeof cell === 'number' ? latexNumber(cell, digits) : cell)).join(' & '),
    )
    .join(' \\\\ ');
  return `\\begin{bmatrix} ${body} \\end{bmatrix}`;
}

/** A column vector. */
export const latexColumn = (values: readonly (number | string)[], digits = 2): string =>
  latexMatrix(
    values.map((value) => [value]),
    digits,
  );

/** "(x, y)" as plain text. */
export const formatPoint = (x: number, y: number, digits = 2): string =>
  `(${formatNumber(x, digits)}, ${formatNumber(y, digits)})`;
