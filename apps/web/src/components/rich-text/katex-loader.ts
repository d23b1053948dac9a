/**
 * KaTeX, loaded on demand: the library and its stylesheet (whose fonts Vite bundles, so nothing is
 * fetched from another host) arrive in their own chunk, only on pages whose documents hold maths.
 * Once loaded, the module is kept so later formulas render before the browser paints.
 */
import type katexModule from 'katex';

type Katex = typeof katexModule;

let loaded: Katex | null = null;
let loading: Promise<Katex> | null = null;

export function loadKatex(): Promise<Katex> {
  loading ??= import('./katex-bundle.ts')
    .then((module) => (loaded = module.katex))
    .catch((error: unknown) => {
      loading = null; // a later formula may try again
      throw error;
    });
  return loading;
}

let painted: Promise<void> | null = null;

/**
 * KaTeX, its download started only once the page has painted: on a first visit the text shows
 * without waiting for the maths chunk, which then renders the formulas in place.
 */
export function loadKatexAfterPaint(): Promise<Katex> {
  painted ??= new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return painted.then(loadKatex);
}

/** KaTeX if it has already loaded, else null. */
export function loadedKatex(): Katex | null {
  return loaded;
}

const queue: (() => void)[] = [];
let flushing = false;

/**
 * Runs a formula's rendering soon, in small slices of the main thread (about 8 ms each), so a page
 * with a hundred formulas paints its text first and stays responsive while they render.
 */
export function scheduleMath(render: () => void): void {
  queue.push(render);
  if (flushing) return;
  flushing = true;
  setTimeout(flush, 0);
}

function flush(): void {
  const sliceEnd = performance.now() + 8;
  while (queue.length && performance.now() < sliceEnd) queue.shift()!();
  if (queue.length) setTimeout(flush, 0);
  else flushing = false;
}

/**
 * Renders LaTeX into an element. KaTeX builds its output from the expression; `trust: false` refuses
 * commands such as \href and \includegraphics, and errors show in red instead of throwing. What KaTeX
 * does throw despite `throwOnError: false` (a stack overflow on a formula nested thousands deep, stored
 * before the server refused such formulas) shows the source in the error style: one bad formula must
 * not take its page down.
 */
export function renderMath(katex: Katex, expression: string, element: HTMLElement, displayMode: boolean) {
  try {
    katex.render(expression, element, { displayMode, throwOnError: false, trust: false, strict: 'ignore' });
  } catch (error) {
    element.replaceChildren();
    const source = document.createElement('code');
    source.className = 'math-render-error text-red-700 dark:text-red-400';
    source.title = `This formula could not be rendered: ${error instanceof Error ? error.message : String(error)}`;
    source.textContent = expression;
    element.append(source);
  }
}
