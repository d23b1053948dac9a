/** The end-effector transform T₀ₙ (a row-major 4×4 Float64Array) as a KaTeX matrix. */
function entry(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(decimals);
}

/** @example transformLatex(identity, 4) // '{}^{0}T_{4} = \\begin{bmatrix} 1.000 & 0.000 … \\end{bmatrix}' */
export function transformLatex(matrix: ArrayLike<number>, jointCount: number): string {
  const rows: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    const cells: string[] = [];
    // Rotation entries are unitless cosines (3 decimals); the last column is millimetres (1 decimal).
    for (let col = 0; col < 4; col += 1) cells.push(entry(matrix[row * 4 + col] ?? 0, col === 3 ? 1 : 3));
    rows.push(cells.join(' & '));
  }
  return `{}^{0}T_{${jointCount}} = \\begin{bmatrix} ${rows.join(' \\\\ ')} \\end{bmatrix}`;
}
