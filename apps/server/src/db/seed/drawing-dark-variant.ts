/**
 * The dark variant of the seed's drawings. They are drawn light (paper #f8fafc, slate ink, Tailwind's
 * 600 accents); the seed gives each one a stylesheet and gives its root element the id "dark", so the
 * same file addressed as `….svg#dark` is drawn dark: `:target` matches the root when the address's
 * fragment names it. The page shows that address in dark mode (apps/web/src/components/content/
 * themed-image.tsx). Both are needed because an <img> cannot see the page's CSS, and an SVG's own
 * `prefers-color-scheme` follows the system, not the site's theme switch.
 *
 * The stylesheet recolours by the colours the drawings use: the paper and the panels on it turn
 * slate-900 and slate-800, the slate ink turns light, the accents take their 400 shade (readable on
 * the dark paper) and pale tints their 950 shade. What is drawn as an object keeps its colours: boards,
 * chips and their pins, the covers' robots. Two classes let a drawing say what the colours cannot:
 * `keep-colour` keeps an element as drawn (text printed on a light part, a drawing already dark), and
 * `backdrop` marks a flat band of background (a floor), which turns slate-700.
 */

/** The dark colours of the paper and its ink, as CSS variables so the rules below read by role. */
const chrome = {
  paper: '#0f172a',
  panel: '#1e293b',
  ink: '#f1f5f9',
  'ink-soft': '#cbd5e1',
  'ink-muted': '#94a3b8',
  rule: '#334155',
  edge: '#475569',
} as const;

type Role = keyof typeof chrome;

/** Which fills and strokes play each role: [element selector, attribute, colours drawn light]. */
const roles: [Role, string, 'fill' | 'stroke', string[]][] = [
  ['paper', 'rect', 'fill', ['#f8fafc', '#f1f5f9']],
  ['panel', ':is(rect,circle)', 'fill', ['#fff', '#ffffff']],
  ['ink', ':is(text,tspan)', 'fill', ['#0f172a', '#111827', '#1f2937', '#1e293b']],
  ['ink', 'circle', 'fill', ['#0f172a']],
  ['ink-soft', ':is(text,tspan,path,polygon)', 'fill', ['#334155', '#374151', '#475569', '#4b5563']],
  ['ink-muted', ':is(text,tspan)', 'fill', ['#64748b', '#6b7280']],
  ['ink-soft', ':is(line,path,polyline,circle)', 'stroke', ['#0f172a', '#111827', '#334155', '#374151']],
  ['ink-muted', '*', 'stroke', ['#64748b', '#6b7280', '#475569', '#4b5563']],
  ['edge', 'rect', 'stroke', ['#0f172a', '#cbd5e1']],
  ['edge', 'circle', 'stroke', ['#cbd5e1']],
  ['edge', ':is(line,path)', 'stroke', ['#cbd5e1']],
  ['rule', '*', 'stroke', ['#e2e8f0']],
];

/** Accents as text, lines and arrowheads: the 600–800 shades drawn light, the 300–400 shades dark. */
const accents: Record<string, string> = {
  '#dc2626': '#f87171',
  '#ef4444': '#f87171',
  '#b91c1c': '#fca5a5',
  '#991b1b': '#fca5a5',
  '#2563eb': '#60a5fa',
  '#3b82f6': '#60a5fa',
  '#1d4ed8': '#93c5fd',
  '#16a34a': '#4ade80',
  '#22c55e': '#4ade80',
  '#15803d': '#4ade80',
  '#166534': '#86efac',
  '#065f46': '#6ee7b7',
  '#7c3aed': '#a78bfa',
  '#5b21b6': '#c4b5fd',
  '#4338ca': '#a5b4fc',
  '#d97706': '#fbbf24',
  '#b45309': '#fbbf24',
  '#92400e': '#fcd34d',
  '#ca8a04': '#facc15',
  '#0f766e': '#2dd4bf',
  '#0d9488': '#2dd4bf',
  '#0e7490': '#22d3ee',
};

/** Pale tints: panels, highlighted cells, the Gaussians' fills. */
const tints: Record<string, string> = {
  '#eff6ff': '#172554',
  '#e0f2fe': '#082f49',
  '#e0e7ff': '#1e1b4b',
  '#f0fdf4': '#052e16',
  '#ecfdf5': '#022c22',
  '#bbf7d0': '#14532d',
  '#ccfbf1': '#042f2e',
  '#fef3c7': '#451a03',
  '#fff7ed': '#431407',
  '#fee2e2': '#450a0a',
  '#fecaca': '#7f1d1d',
};

/** The covers' backgrounds are gradients: sky, desk, wall and floor turn to night. */
const stops: Record<string, string> = {
  '#f0f9ff': '#0f172a',
  '#e0f2fe': '#0c4a6e',
  '#ffffff': '#1e293b',
  '#f1f5f9': '#1e293b',
  '#e2e8f0': '#0f172a',
  '#fefce8': '#292524',
  '#fef3c7': '#1c1917',
};

const target = '#dark:target';
/** Appended to each rule's element: what a drawing marks `keep-colour` (and what is inside it) is left as drawn. */
const free = ':not(.keep-colour,.keep-colour *)';

function darkStylesheet(): string {
  const variables = Object.entries(chrome)
    .map(([role, dark]) => `--${role}:${dark}`)
    .join(';');
  const lines = [`${target}{${variables}}`];
  for (const [role, element, attribute, colours] of roles) {
    const selectors = colours.map((colour) => `${target} ${element}[${attribute}="${colour}"]${free}`);
    lines.push(`${selectors.join(',')}{${attribute}:var(--${role})}`);
  }
  for (const [light, dark] of Object.entries(accents)) {
    lines.push(
      `${target} :is(text,tspan)[fill="${light}"]${free},${target} marker [fill="${light}"]{fill:${dark}}`,
      `${target} [stroke="${light}"]${free}{stroke:${dark}}`,
    );
  }
  for (const [light, dark] of Object.entries(tints)) {
    lines.push(`${target} :is(rect,circle,ellipse,path)[fill="${light}"]${free}{fill:${dark}}`);
  }
  for (const [light, dark] of Object.entries(stops)) {
    lines.push(`${target} stop[stop-color="${light}"]${free}{stop-color:${dark}}`);
  }
  lines.push(`${target} .backdrop{fill:#334155}`);
  return lines.join('\n');
}

const stylesheet = darkStylesheet();

/**
 * The drawing with its dark variant: the root <svg> gets id="dark" and the stylesheet as its first
 * child. A drawing that already names an element "dark" is returned unchanged (its own #dark).
 * @example withDarkVariant('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">…</svg>')
 * // '<svg id="dark" xmlns=… viewBox="0 0 4 4"><style>#dark:target{…}</style>…</svg>'
 */
export function withDarkVariant(svg: string): string {
  if (/\sid=["']dark["']/.test(svg)) return svg;
  const root = /<svg\b([^>]*)>/.exec(svg);
  if (!root) return svg;
  const end = root.index + root[0].length;
  return `${svg.slice(0, root.index)}<svg id="dark"${root[1]}><style>\n${stylesheet}\n</style>${svg.slice(end)}`;
}
