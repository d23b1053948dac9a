/**
 * The playground's code editor: CodeMirror 6 with line numbers, bracket matching, the language's
 * highlighting and the site's colours in light and dark mode. Uncontrolled: it reports each change,
 * and `loadedCode` replaces the text when it changes (an example or a snippet was loaded).
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import { setDiagnostics } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView, basicSetup } from 'codemirror';
import { tags } from '@lezer/highlight';
import { useEffect, useRef } from 'react';

// Colours are CSS variables set on the wrapper, so one style serves both colour modes.
const highlight = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: 'var(--cm-keyword)',
  },
  { tag: [tags.string, tags.special(tags.string), tags.character], color: 'var(--cm-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], color: 'var(--cm-number)' },
  {
    tag: [tags.comment, tags.lineComment, tags.blockComment],
    color: 'var(--cm-comment)',
    fontStyle: 'italic',
  },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'var(--cm-function)' },
  { tag: [tags.definition(tags.variableName), tags.className, tags.typeName], color: 'var(--cm-definition)' },
  { tag: [tags.processingInstruction, tags.macroName], color: 'var(--cm-keyword)' },
]);

const siteTheme = EditorView.theme({
  '&': { backgroundColor: 'transparent', color: 'inherit', fontSize: '0.875rem' },
  '.cm-content': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    caretColor: 'currentColor',
  },
  '.cm-gutters': { backgroundColor: 'transparent', color: 'var(--cm-gutter)', border: 'none' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--cm-active-line)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { minHeight: '16rem', maxHeight: '32rem' },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'var(--cm-bracket)',
    outline: '1px solid var(--cm-gutter)',
  },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': {
    backgroundColor: 'var(--cm-selection) !important',
  },
});

const colourVariables =
  '[--cm-keyword:#7e22ce] [--cm-string:#166534] [--cm-number:#9a3412] [--cm-comment:#475569] [--cm-function:#1d4ed8] [--cm-definition:#0f766e] [--cm-gutter:#64748b] [--cm-active-line:#f1f5f9] [--cm-bracket:#dcfce7] [--cm-selection:#bfdbfe] ' +
  'dark:[--cm-keyword:#d8b4fe] dark:[--cm-string:#86efac] dark:[--cm-number:#fdba74] dark:[--cm-comment:#94a3b8] dark:[--cm-function:#93c5fd] dark:[--cm-definition:#5eead4] dark:[--cm-gutter:#94a3b8] dark:[--cm-active-line:#1e293b] dark:[--cm-bracket:#14532d] dark:[--cm-selection:#1e3a8a]';

export interface CodeEditorProps {
  language: Extension;
  /** The text to show; replacing it (a new string) replaces the editor's text. */
  loadedCode: { code: string };
  onChange: (code: string) => void;
  /** Errors and warnings to mark on their lines (the C++ compiler's diagnostics). */
  diagnostics?: Diagnostic[];
  label: string;
}

export function CodeEditor({ language, loadedCode, onChange, diagnostics, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      doc: loadedCode.code,
      extensions: [
        basicSetup,
        language,
        syntaxHighlighting(highlight),
        siteTheme,
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChangeRef.current(update.state.doc.toString());
        }),
      ],
    });
    // The scroller can be scrolled by keyboard too (axe: scrollable regions must be focusable).
    editor.scrollDOM.tabIndex = 0;
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once per language; text changes arrive through `loadedCode`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, label]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === loadedCode.code) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: loadedCode.code } });
  }, [loadedCode]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostics ?? []));
  }, [diagnostics]);

  return (
    <div
      ref={host}
      className={`${colourVariables} overflow-hidden rounded-lg border border-neutral-300 bg-white text-neutral-900 focus-within:ring-2 focus-within:ring-primary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100`}
    />
  );
}
