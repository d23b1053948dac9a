/**
 * CodeMirror for the playground, in a chunk of its own: code-editor.tsx imports this module once
 * the lab's page has rendered, so the page paints its text and controls (and its runtime's worker
 * hears from the page) before CodeMirror's ~130 kB are evaluated. Each language is a further chunk,
 * so a lab loads only its own grammar.
 */
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView, basicSetup } from 'codemirror';
import type { EditorLanguage } from './code-editor.tsx';
import { highlightRoles } from './highlight-roles.ts';

const languages: Record<EditorLanguage, () => Promise<Extension>> = {
  python: () => import('@codemirror/lang-python').then((module) => module.python()),
  cpp: () => import('@codemirror/lang-cpp').then((module) => module.cpp()),
  javascript: () => import('@codemirror/lang-javascript').then((module) => module.javascript()),
};

// Colours are CSS variables set on the wrapper, so one style serves both colour modes; the roles are
// those of the code on reading pages (highlight-roles.ts).
const highlight = HighlightStyle.define(
  highlightRoles.map(({ role, tags }) => ({
    tag: tags,
    color: `var(--cm-${role})`,
    ...(role === 'comment' ? { fontStyle: 'italic' } : {}),
  })),
);

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

export interface CodeEditorView {
  /** The editor's text now. */
  text(): string;
  replace(code: string): void;
  mark(diagnostics: readonly Diagnostic[]): void;
  destroy(): void;
}

/** Makes the editor in `parent`: line numbers, bracket matching, the language's highlighting. */
export async function createCodeEditorView(options: {
  parent: HTMLElement;
  language: EditorLanguage;
  label: string;
  onChange: (code: string) => void;
  /**
   * The text to start from, where the caret is and whether the editor takes the focus: asked for
   * once the grammar is here, in the task that makes the editor, so nothing typed meanwhile is lost.
   */
  start: () => { doc: string; selection?: { anchor: number; head: number }; focus: boolean };
}): Promise<CodeEditorView> {
  const language = await languages[options.language]();
  const { doc, selection, focus } = options.start();
  const view = new EditorView({
    parent: options.parent,
    doc,
    ...(selection ? { selection: clampSelection(selection, doc.length) } : {}),
    extensions: [
      basicSetup,
      language,
      syntaxHighlighting(highlight),
      siteTheme,
      EditorView.lineWrapping,
      // An explicit tabindex on the (already focusable) text: axe counts it as the scroller's
      // focusable content, so the scroller needs no Tab stop of its own, which would be a second,
      // unnamed stop beside the editor.
      EditorView.contentAttributes.of({ 'aria-label': options.label, tabindex: '0' }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
    ],
  });
  if (focus) view.focus();
  return {
    text: () => view.state.doc.toString(),
    replace: (code) => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } }),
    mark: (diagnostics) => view.dispatch(setDiagnostics(view.state, diagnostics)),
    destroy: () => view.destroy(),
  };
}

const clampSelection = ({ anchor, head }: { anchor: number; head: number }, length: number) => ({
  anchor: Math.min(anchor, length),
  head: Math.min(head, length),
});
