/**
 * The maths dialog's symbol palette: eight categories of LaTeX symbols, in the order the dialog shows
 * its tabs. A symbol's `display` is the Unicode glyph its button shows; operator names such as `\sin`
 * have none, so their button shows the LaTeX. Descriptions are the words a person searches for.
 */

export interface LatexSymbol {
  /** What is inserted into the expression. */
  latex: string;
  /** The glyph the button shows; absent when no single glyph stands for the symbol. */
  display?: string;
  /** The tooltip and accessible name, and what the search box matches first. */
  description: string;
}

export const symbolCategoryNames = [
  'Basic',
  'Greek',
  'Relations',
  'Calculus',
  'Trigonometry',
  'Logic',
  'Sets',
  'Arrows',
] as const;

export type SymbolCategoryName = (typeof symbolCategoryNames)[number];

export interface SymbolCategory {
  name: SymbolCategoryName;
  symbols: readonly LatexSymbol[];
}

const basic: LatexSymbol[] = [
  { latex: '+', display: '+', description: 'plus' },
  { latex: '-', display: '−', description: 'minus' },
  { latex: '\\times', display: '×', description: 'multiply (times)' },
  { latex: '\\div', display: '÷', description: 'divide' },
  { latex: '\\pm', display: '±', description: 'plus or minus' },
  { latex: '\\cdot', display: '·', description: 'centre dot (multiply)' },
  { latex: '\\frac{a}{b}', display: 'a⁄b', description: 'fraction' },
  { latex: '\\sqrt{x}', display: '√x', description: 'square root' },
  { latex: 'x^{n}', display: 'xⁿ', description: 'power (superscript)' },
  { latex: 'x_{i}', display: 'xᵢ', description: 'subscript' },
  { latex: '\\left( x \\right)', display: '( )', description: 'parentheses' },
  { latex: '\\left| x \\right|', display: '|x|', description: 'absolute value' },
];

const greek: LatexSymbol[] = [
  { latex: '\\alpha', display: 'α', description: 'alpha' },
  { latex: '\\beta', display: 'β', description: 'beta' },
  { latex: '\\gamma', display: 'γ', description: 'gamma' },
  { latex: '\\delta', display: 'δ', description: 'delta' },
  { latex: '\\varepsilon', display: 'ε', description: 'epsilon' },
  { latex: '\\zeta', display: 'ζ', description: 'zeta' },
  { latex: '\\eta', display: 'η', description: 'eta' },
  { latex: '\\theta', display: 'θ', description: 'theta' },
  { latex: '\\lambda', display: 'λ', description: 'lambda' },
  { latex: '\\mu', display: 'μ', description: 'mu' },
  { latex: '\\nu', display: 'ν', description: 'nu' },
  { latex: '\\pi', display: 'π', description: 'pi' },
  { latex: '\\rho', display: 'ρ', description: 'rho' },
  { latex: '\\sigma', display: 'σ', description: 'sigma' },
  { latex: '\\tau', display: 'τ', description: 'tau' },
  { latex: '\\varphi', display: 'φ', description: 'phi' },
  { latex: '\\psi', display: 'ψ', description: 'psi' },
  { latex: '\\omega', display: 'ω', description: 'omega' },
  { latex: '\\Gamma', display: 'Γ', description: 'capital gamma' },
  { latex: '\\Delta', display: 'Δ', description: 'capital delta' },
  { latex: '\\Theta', display: 'Θ', description: 'capital theta' },
  { latex: '\\Sigma', display: 'Σ', description: 'capital sigma' },
  { latex: '\\Phi', display: 'Φ', description: 'capital phi' },
  { latex: '\\Psi', display: 'Ψ', description: 'capital psi' },
  { latex: '\\Omega', display: 'Ω', description: 'capital omega (ohm)' },
];

const relations: LatexSymbol[] = [
  { latex: '=', display: '=', description: 'equals' },
  { latex: '\\neq', display: '≠', description: 'not equal to' },
  { latex: '<', display: '<', description: 'less than' },
  { latex: '>', display: '>', description: 'greater than' },
  { latex: '\\leq', display: '≤', description: 'less than or equal to' },
  { latex: '\\geq', display: '≥', description: 'greater than or equal to' },
  { latex: '\\approx', display: '≈', description: 'approximately equal to' },
  { latex: '\\equiv', display: '≡', description: 'identical to (congruent modulo)' },
  { latex: '\\propto', display: '∝', description: 'proportional to' },
  { latex: '\\sim', display: '∼', description: 'similar to (distributed as)' },
  { latex: '\\simeq', display: '≃', description: 'asymptotically equal to' },
  { latex: '\\cong', display: '≅', description: 'congruent to (isomorphic)' },
  { latex: '\\ll', display: '≪', description: 'much less than' },
  { latex: '\\gg', display: '≫', description: 'much greater than' },
  { latex: '\\perp', display: '⊥', description: 'perpendicular to' },
  { latex: '\\parallel', display: '∥', description: 'parallel to' },
  { latex: '\\triangleq', display: '≜', description: 'defined as (equal by definition)' },
];

const calculus: LatexSymbol[] = [
  { latex: '\\int', display: '∫', description: 'integral' },
  { latex: '\\iint', display: '∬', description: 'double integral' },
  { latex: '\\iiint', display: '∭', description: 'triple integral' },
  { latex: '\\oint', display: '∮', description: 'contour integral' },
  { latex: '\\partial', display: '∂', description: 'partial derivative' },
  { latex: '\\nabla', display: '∇', description: 'nabla (gradient)' },
  { latex: '\\sum', display: '∑', description: 'summation' },
  { latex: '\\prod', display: '∏', description: 'product' },
  { latex: '\\lim', description: 'limit' },
  { latex: '\\frac{d}{dx}', display: 'd/dx', description: 'derivative' },
  { latex: '\\frac{d^{2}}{dx^{2}}', display: 'd²/dx²', description: 'second derivative' },
  { latex: '\\infty', display: '∞', description: 'infinity' },
  { latex: '\\Delta', display: 'Δ', description: 'change (delta)' },
  { latex: '\\dot{x}', display: 'ẋ', description: 'dot (time derivative)' },
  { latex: '\\ddot{x}', display: 'ẍ', description: 'double dot (second time derivative)' },
  { latex: "f'(x)", display: '′', description: 'prime (derivative of f)' },
];

const trigonometry: LatexSymbol[] = [
  { latex: '\\sin', description: 'sine' },
  { latex: '\\cos', description: 'cosine' },
  { latex: '\\tan', description: 'tangent' },
  { latex: '\\cot', description: 'cotangent' },
  { latex: '\\sec', description: 'secant' },
  { latex: '\\csc', description: 'cosecant' },
  { latex: '\\arcsin', description: 'arcsine (inverse sine)' },
  { latex: '\\arccos', description: 'arccosine (inverse cosine)' },
  { latex: '\\arctan', description: 'arctangent (inverse tangent)' },
  { latex: '\\sinh', description: 'hyperbolic sine' },
  { latex: '\\cosh', description: 'hyperbolic cosine' },
  { latex: '\\tanh', description: 'hyperbolic tangent' },
];

const logic: LatexSymbol[] = [
  { latex: '\\land', display: '∧', description: 'and (conjunction)' },
  { latex: '\\lor', display: '∨', description: 'or (disjunction)' },
  { latex: '\\neg', display: '¬', description: 'not (negation)' },
  { latex: '\\Rightarrow', display: '⇒', description: 'implies' },
  { latex: '\\Leftrightarrow', display: '⇔', description: 'if and only if (equivalent)' },
  { latex: '\\forall', display: '∀', description: 'for all' },
  { latex: '\\exists', display: '∃', description: 'there exists' },
  { latex: '\\nexists', display: '∄', description: 'there does not exist' },
  { latex: '\\top', display: '⊤', description: 'true (top)' },
  { latex: '\\bot', display: '⊥', description: 'false (bottom)' },
];

const sets: LatexSymbol[] = [
  { latex: '\\in', display: '∈', description: 'element of' },
  { latex: '\\notin', display: '∉', description: 'not an element of' },
  { latex: '\\subset', display: '⊂', description: 'proper subset of' },
  { latex: '\\subseteq', display: '⊆', description: 'subset of or equal to' },
  { latex: '\\supset', display: '⊃', description: 'proper superset of' },
  { latex: '\\cup', display: '∪', description: 'union' },
  { latex: '\\cap', display: '∩', description: 'intersection' },
  { latex: '\\emptyset', display: '∅', description: 'empty set' },
  { latex: '\\mathbb{N}', display: 'ℕ', description: 'natural numbers' },
  { latex: '\\mathbb{Z}', display: 'ℤ', description: 'integers' },
  { latex: '\\mathbb{R}', display: 'ℝ', description: 'real numbers' },
];

const arrows: LatexSymbol[] = [
  { latex: '\\rightarrow', display: '→', description: 'right arrow (tends to)' },
  { latex: '\\leftarrow', display: '←', description: 'left arrow' },
  { latex: '\\leftrightarrow', display: '↔', description: 'left-right arrow' },
  { latex: '\\Rightarrow', display: '⇒', description: 'double right arrow' },
  { latex: '\\Leftarrow', display: '⇐', description: 'double left arrow' },
  { latex: '\\Leftrightarrow', display: '⇔', description: 'double left-right arrow' },
  { latex: '\\uparrow', display: '↑', description: 'up arrow' },
  { latex: '\\downarrow', display: '↓', description: 'down arrow' },
  { latex: '\\mapsto', display: '↦', description: 'maps to' },
  { latex: '\\longrightarrow', display: '⟶', description: 'long right arrow' },
];

export const symbolCategories: readonly SymbolCategory[] = [
  { name: 'Basic', symbols: basic },
  { name: 'Greek', symbols: greek },
  { name: 'Relations', symbols: relations },
  { name: 'Calculus', symbols: calculus },
  { name: 'Trigonometry', symbols: trigonometry },
  { name: 'Logic', symbols: logic },
  { name: 'Sets', symbols: sets },
  { name: 'Arrows', symbols: arrows },
];
