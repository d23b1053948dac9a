/**
 * The playground's code editor: CodeMirror 6 with line numbers, bracket matching, the language's
 * highlighting and the site's colours in light and dark mode. Uncontrolled: it reports each change,
 * and `loadedCode` replaces the text when it changes (an example or a snippet was loaded).
 *
 * CodeMirror itself (code-editor-view.ts) is imported once the editor's box is near the screen (or
 * is pointed at): until it is there, the code is shown as text with its line numbers in the same box,
 * and Run already runs it. On a phone the playground starts below the first screen, and CodeMirror's
 * start (~370 ms of main thread at Lighthouse's 4x CPU) then waits for the visitor to scroll to it.
 */
import type { Diagnostic } from '@codemirror/lint';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { codeColourVariables } from './code-colours.ts';
import type { CodeEditorView } from './code-editor-view.ts';

export type EditorLanguage = 'python' | 'cpp' | 'javascript';

export interface CodeEditorProps {
  language: EditorLanguage;
  /** The text to show; replacing it (a new string) replaces the editor's text. */
  loadedCode: { code: string };
  onChange: (code: string) => void;
  /** Errors and warnings to mark on their lines (the C++ compiler's diagnostics). */
  diagnostics?: Diagnostic[];
  label: string;
}

export function CodeEditor({ language, loadedCode, onChange, diagnostics, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<CodeEditorView | null>(null);
  // 'waiting' until the box nears the screen: the code shows as text, and nothing is busy yet.
  const [phase, setPhase] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');
  // What the editor is made with when it arrives: the latest of each, not those of the first render.
  const latest = useRef({ loadedCode, onChange, diagnostics });
  useEffect(() => {
    latest.current = { loadedCode, onChange, diagnostics };
  }, [loadedCode, onChange, diagnostics]);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    let made: CodeEditorView | null = null;
    const unmounted = new AbortController();
    const cancelled = () => unmounted.signal.aborted;
    nearTheScreen(parent, unmounted.signal)
      .then(() => {
        setPhase((current) => (current === 'waiting' ? 'loading' : current));
        return import('./code-editor-view.ts');
      })
      // The module's start and the editor's are two tasks, so neither holds the page for long.
      .then((module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module))))
      .then(({ createCodeEditorView }) => {
        if (cancelled()) throw new Error('The editor was removed while CodeMirror loaded.');
        return createCodeEditorView({
          parent,
          doc: latest.current.loadedCode.code,
          language,
          label,
          onChange: (code) => latest.current.onChange(code),
        });
      })
      .then(
        (editor) => {
          made = editor;
          if (cancelled()) return editor.destroy();
          // The text arrived while CodeMirror loaded: the lazily made editor starts from it.
          if (editor.text() !== latest.current.loadedCode.code)
            editor.replace(latest.current.loadedCode.code);
          editor.mark(latest.current.diagnostics ?? []);
          view.current = editor;
          // The preview goes in the same task as the editor arrives: no frame shows both.
          flushSync(() => setPhase('ready'));
        },
        () => {
          if (!cancelled()) setPhase('failed');
        },
      );
    return () => {
      unmounted.abort();
      made?.destroy();
      view.current = null;
      setPhase('loading');
    };
  }, [language, label]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.text() !== loadedCode.code) editor.replace(loadedCode.code);
  }, [loadedCode]);

  useEffect(() => {
    view.current?.mark(diagnostics ?? []);
  }, [diagnostics]);

  return (
    <div>
      <div
        ref={host}
        data-code-editor
        aria-busy={phase === 'loading'}
        className={`${codeColourVariables} overflow-hidden rounded-lg border border-neutral-300 bg-white text-neutral-900 focus-within:ring-2 focus-within:ring-primary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100`}
      >
        {phase === 'ready' ? null : <CodePreview code={loadedCode.code} />}
      </div>
      {phase === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          The code editor could not be loaded. Run still runs the code shown; reload the page to edit it (your
          code is kept in this browser).
        </p>
      ) : null}
    </div>
  );
}

/**
 * Resolves when `element` comes within half a screen's height of the viewport, or is pointed at or
 * focused; never, once `signal` is aborted.
 */
function nearTheScreen(element: HTMLElement, signal: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const near = () => {
      stop();
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && near(),
      {
        rootMargin: '50% 0px',
      },
    );
    const stop = () => {
      observer.disconnect();
      element.removeEventListener('pointerdown', near);
      element.removeEventListener('focusin', near);
    };
    observer.observe(element);
    element.addEventListener('pointerdown', near);
    element.addEventListener('focusin', near);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The code as text while CodeMirror loads, laid out as the editor lays it out (the same font, line
 * height, gutter and padding), so nothing moves when the editor replaces it.
 */
function CodePreview({ code }: { code: string }) {
  const lines = code.split('\n');
  return (
    <div className="flex max-h-[32rem] min-h-[16rem] overflow-hidden font-mono text-sm/[1.4]">
      <div aria-hidden className="min-w-9 shrink-0 py-1 pr-[1.4rem] pl-[5px] text-right text-(--cm-gutter)">
        {lines.map((_, index) => (
          <div key={index}>{index + 1}</div>
        ))}
      </div>
      <pre className="min-w-0 flex-1 overflow-visible! py-1 pr-0.5 pl-1.5 font-mono break-words whitespace-pre-wrap">
        {code}
      </pre>
    </div>
  );
}
