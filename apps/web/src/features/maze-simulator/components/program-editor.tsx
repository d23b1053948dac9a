/**
 * A mouse program's editor: CodeMirror 6 with JavaScript or Python highlighting, labelled for screen
 * readers. It reports each change; the text it starts with is taken once, when it mounts.
 */
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { EditorView, basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';

// The editor grows with its text and wraps long lines, so it never becomes a scroll box of its
// own (a scroll box needs a keyboard stop of its own; the page scrolls instead).
const theme = EditorView.theme({
  '&': { fontSize: '13px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
});

export function ProgramEditor({
  initial,
  onChange,
  labelId,
  language,
}: {
  initial: string;
  onChange: (text: string) => void;
  /** Ids of what names the editor (several, space-separated, are read in turn). */
  labelId: string;
  language: 'javascript' | 'python';
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      doc: initial,
      parent: host.current,
      extensions: [
        basicSetup,
        language === 'python' ? python() : javascript(),
        theme,
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-labelledby': labelId }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor owns its text after mounting; a new `initial` remounts it through a key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={host}
      className="overflow-hidden rounded-lg border border-neutral-300 bg-white text-neutral-900 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 [&_.cm-editor]:bg-transparent [&_.cm-gutters]:bg-neutral-100 dark:[&_.cm-gutters]:bg-neutral-900 [&_.cm-gutters]:text-neutral-600 dark:[&_.cm-gutters]:text-neutral-400 [&_.cm-activeLine]:bg-neutral-100/60 dark:[&_.cm-activeLine]:bg-neutral-800/60 [&_.cm-activeLineGutter]:bg-neutral-200 dark:[&_.cm-activeLineGutter]:bg-neutral-800 [&_.cm-cursor]:border-neutral-900 dark:[&_.cm-cursor]:border-neutral-100"
    />
  );
}
