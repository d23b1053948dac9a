/**
 * A formula as a person reads it in plain text, for search snippets, feeds and anywhere KaTeX does
 * not run: `\frac{\partial f}{\partial x}` → `∂f/∂x`, `\theta_2 = \alpha^2` → `θ₂ = α²`. Not a
 * typesetter: it keeps the meaning readable and never shows LaTeX commands.
 */
import { symbolCategories } from '@tinkerlabs/latex-symbols/symbols';

const glyphs = new Map<string, string>();
for (const category of symbolCategories) {
  for (const symbol of category.symbols) {
    if (/^\\[A-Za-z]+$/.test(symbol.latex) && symbol.display)
      glyphs.set(symbol.latex.slice(1), symbol.display);
  }
}
const extraGlyphs: Record<string, string> = {
  ldots: '…',
  cdots: '⋯',
  dots: '…',
  to: '→',
  gets: '←',
  lbrace: '{',
  rbrace: '}',
  langle: '⟨',
  rangle: '⟩',
  lvert: '|',
  rvert: '|',
  vert: '|',
  Vert: '‖',
  mid: '|',
  circ: '∘',
  prime: '′',
  hbar: 'ℏ',
  ell: 'ℓ',
  dagger: '†',
  top: 'ᵀ',
  intercal: 'ᵀ',
  star: '⋆',
  ast: '∗',
  bullet: '•',
  percent: '%',
  deg: '°',
};
for (const [name, glyph] of Object.entries(extraGlyphs)) if (!glyphs.has(name)) glyphs.set(name, glyph);

const prefixOperators = new Set(['partial', 'nabla', 'neg', 'lnot', 'Delta', 'delta']);
const spaces = new Set([',', ';', ':', '!', ' ', 'quad', 'qquad', 'enspace', 'thinspace', 'medspace']);
/** Commands whose argument is shown as it is. */
const wrappers = new Set([
  'text',
  'textrm',
  'textbf',
  'textit',
  'mathrm',
  'mathbf',
  'mathit',
  'mathsf',
  'mathtt',
  'mathcal',
  'mathbb',
  'boldsymbol',
  'operatorname',
  'mbox',
  'hat',
  'bar',
  'vec',
  'dot',
  'ddot',
  'tilde',
  'overline',
  'underline',
  'widehat',
  'widetilde',
  'overrightarrow',
  'displaystyle',
  'textstyle',
  'color',
  'boxed',
]);
/** Commands that only size or place what follows. */
const silent = new Set([
  'left',
  'right',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'limits',
  'nolimits',
]);

const superscripts: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  t: 'ᵗ',
  T: 'ᵀ',
  '′': '′',
};
const subscripts: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  o: 'ₒ',
  x: 'ₓ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  n: 'ₙ',
  p: 'ₚ',
  t: 'ₜ',
  r: 'ᵣ',
  m: 'ₘ',
};

/** @example latexToText('\\theta_2 = \\arccos\\frac{x^2}{2 l_1}') // 'θ₂ = arccos x²/(2 l₁)' */
export function latexToText(expression: string): string {
  const reader = { source: expression, at: 0 };
  return tidy(readUntil(reader, null));
}

interface Reader {
  source: string;
  at: number;
}

function readUntil(reader: Reader, closing: string | null): string {
  let out = '';
  while (reader.at < reader.source.length) {
    const char = reader.source[reader.at]!;
    if (closing !== null && char === closing) {
      reader.at++;
      return out;
    }
    out += readAtom(reader);
  }
  return out;
}

/** One unit: a group, a command with its arguments, a script, or a character. */
function readAtom(reader: Reader): string {
  const char = reader.source[reader.at++]!;
  if (char === '{') return readUntil(reader, '}');
  if (char === '}') return '';
  if (char === '^' || char === '_')
    return script(readArgument(reader), char === '^' ? superscripts : subscripts, char);
  if (char === '&') return ' ';
  if (char === '~') return ' ';
  if (char !== '\\') return char === '-' ? '−' : char;
  const name = readName(reader);
  if (name === '\\') return '; ';
  if (spaces.has(name)) return ' ';
  if (name.length === 1 && !/[A-Za-z]/.test(name)) return name; // \{ \} \% \$ \# \&
  if (silent.has(name)) return '';
  if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
    const top = readArgument(reader);
    const bottom = readArgument(reader);
    return `${grouped(top)}/${grouped(bottom)}`;
  }
  if (name === 'sqrt') {
    const degree = reader.source[reader.at] === '[' ? readBracket(reader) : '';
    const radicand = readArgument(reader);
    return `${degree ? script(degree, superscripts, '^') : ''}√${grouped(radicand)}`;
  }
  if (name === 'binom') {
    const n = readArgument(reader);
    const k = readArgument(reader);
    return `C(${n}, ${k})`;
  }
  if (name === 'begin' || name === 'end') {
    readArgument(reader); // the environment's name
    return name === 'begin' ? '[' : ']';
  }
  if (name === 'color') {
    readArgument(reader);
    return '';
  }
  if (wrappers.has(name)) return readArgument(reader);
  return glyphs.get(name) ?? name;
}

function readName(reader: Reader): string {
  const start = reader.at;
  while (reader.at < reader.source.length && /[A-Za-z]/.test(reader.source[reader.at]!)) reader.at++;
  if (reader.at === start && reader.at < reader.source.length) {
    reader.at++; // a control symbol such as \, or \{
    return reader.source.slice(start, reader.at);
  }
  const name = reader.source.slice(start, reader.at);
  // A prefix operator reads with what follows it: `\partial f` is ∂f.
  if (prefixOperators.has(name)) while (reader.source[reader.at] === ' ') reader.at++;
  return name;
}

function readArgument(reader: Reader): string {
  while (reader.source[reader.at] === ' ') reader.at++;
  if (reader.at >= reader.source.length) return '';
  return readAtom(reader);
}

function readBracket(reader: Reader): string {
  reader.at++;
  return readUntil(reader, ']');
}

/** Unicode super/subscripts when every character has one, else ^(…) or _(…). */
function script(text: string, table: Record<string, string>, mark: string): string {
  const chars = [...text.trim()];
  if (chars.length > 0 && chars.every((c) => table[c])) return chars.map((c) => table[c]).join('');
  return `${mark}${grouped(text.trim())}`;
}

/** Parentheses around anything longer than one symbol. */
function grouped(text: string): string {
  const trimmed = text.trim();
  return [...trimmed].length <= 1 || /^[\p{L}\p{N}.∂∇′]+$/u.test(trimmed) ? trimmed : `(${trimmed})`;
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ([,;.)\]])/g, '$1')
    .replace(/([([]) /g, '$1')
    .trim();
}
