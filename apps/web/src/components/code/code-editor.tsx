/**
 * The playground's code editor: CodeMirror 6 with line numbers, bracket matching, the language's
 * highlighting and the site's colours in light and dark mode. Uncontrolled: it reports each change,
 * and `loadedCode` replaces the text when it changes (an example or a snippet was loaded).
 *
 * Until someone points at the code, focuses it or the compiler marks a line, the code is a plain
 * text area laid out as the editor lays it out (an editable draft: what is typed is reported and
 * runs, and CodeMirror starts from it, with its caret and the focus). CodeMirror (code-editor-view.ts)
 * loads on that first intent, not when the box nears the screen: the labs put the editor on the first
 * screen, and starting CodeMirror there cost the C++ lab ~1.3 s of main thread at Lighthouse's 4x CPU
 * (its Total Blocking Time 2.2 s), for a page most visitors first read and run.
 */
import type { Diagnostic } from '@codemirror/lint';
import { useEffect, useRef, useState, type Ref } from 'react';
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

/** What shows CodeMirror is wanted: pointing at the code, or focusing it. */
const intentEvents = ['pointerenter', 'pointerdown', 'focusin'] as const;

export function CodeEditor({ language, loadedCode, onChange, diagnostics, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<CodeEditorView | null>(null);
  // 'waiting' until someone means to edit: the code is an editable draft, and nothing is busy yet.
  const [phase, setPhase] = useState<'draft' | 'ready' | 'failed'>('draft');
  const [wanted, setWanted] = useState(false);
  // Marks on lines need the editor (state adjusted while rendering, as React advises for props).
  if (diagnostics?.length && !wanted) setWanted(true);
  // The draft's text: what was typed into it since the code was last loaded, else the loaded code.
  const [typed, setTyped] = useState<{ into: { code: string }; code: string } | null>(null);
  const draft = typed?.into === loadedCode ? typed.code : loadedCode.code;
  const draftArea = useRef<HTMLTextAreaElement>(null);
  // What the editor is made with when it arrives: the latest of each, not those of the first render.
  const latest = useRef({ loadedCode, onChange, diagnostics });
  useEffect(() => {
    latest.current = { loadedCode, onChange, diagnostics };
  }, [loadedCode, onChange, diagnostics]);

  useEffect(() => {
    const parent = host.current;
    if (!parent || wanted) return;
    const want = () => setWanted(true);
    intentEvents.forEach((type) => parent.addEventListener(type, want));
    return () => intentEvents.forEach((type) => parent.removeEventListener(type, want));
  }, [wanted]);

  useEffect(() => {
    const parent = host.current;
    if (!parent || !wanted) return;
    let made: CodeEditorView | null = null;
    const unmounted = new AbortController();
    const cancelled = () => unmounted.signal.aborted;
    import('./code-editor-view.ts')
      // The module's start and the editor's are two tasks, so neither holds the page for long.
      .then((module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module))))
      .then(({ createCodeEditorView }) => {
        if (cancelled()) throw new Error('The editor was removed while CodeMirror loaded.');
        // The editor takes over from the draft: its text, its caret and its focus.
        return createCodeEditorView({
          parent,
          language,
          label,
          onChange: (code) => latest.current.onChange(code),
          start: () => {
            const area = draftArea.current;
            if (!area) return { doc: latest.current.loadedCode.code, focus: false };
            return {
              doc: area.value,
              selection: { anchor: area.selectionStart, head: area.selectionEnd },
              focus: area === document.activeElement,
            };
          },
        });
      })
      .then(
        (editor) => {
          made = editor;
          if (cancelled()) return editor.destroy();
          editor.mark(latest.current.diagnostics ?? []);
          view.current = editor;
          // The draft goes in the same task as the editor arrives: no frame shows both.
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
      setPhase('draft');
    };
  }, [wanted, language, label]);

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
        aria-busy={wanted && phase === 'draft'}
        className={`${codeColourVariables} overflow-hidden rounded-lg border border-neutral-300 bg-white text-neutral-900 focus-within:ring-2 focus-within:ring-primary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100`}
      >
        {phase === 'ready' ? null : (
          <CodeDraft
            ref={draftArea}
            code={draft}
            label={label}
            onChange={(code) => {
              setTyped({ into: loadedCode, code });
              onChange(code);
            }}
          />
        )}
      </div>
      {phase === 'failed' ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          The code editor could not be loaded: the code is plain text without highlighting, and Run runs it.
          Reload the page to try again (your code is kept in this browser).
        </p>
      ) : null}
    </div>
  );
}

/**
 * The code as an editable text area until CodeMirror arrives, laid out as the editor lays it out (the
 * same font, line height, gutter and padding), so nothing moves when the editor replaces it.
 */
function CodeDraft({
  ref,
  code,
  label,
  onChange,
}: {
  ref: Ref<HTMLTextAreaElement>;
  code: string;
  label: string;
  onChange: (code: string) => void;
}) {
  const lines = code.split('\n');
  return (
    <div className="flex max-h-[32rem] min-h-[16rem] overflow-auto font-mono text-sm/[1.4]">
      <div aria-hidden className="min-w-9 shrink-0 py-1 pr-[1.4rem] pl-[5px] text-right text-(--cm-gutter)">
        {lines.map((_, index) => (
          <div key={index}>{index + 1}</div>
        ))}
      </div>
      <textarea
        ref={ref}
        aria-label={label}
        value={code}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        rows={lines.length}
        className="field-sizing-content min-w-0 flex-1 resize-none overflow-hidden bg-transparent py-1 pr-0.5 pl-1.5 font-mono whitespace-pre text-inherit outline-none"
      />
    </div>
  );
}
