/**
 * The playground editor's languages, each loaded on demand: CodeMirror and a language's grammar are
 * the largest part of a lab's code, so a lab paints its text and controls (and starts its runtime)
 * without them, and the editor arrives a moment later (code-editor.tsx is loaded lazily too).
 */
import type { Extension } from '@codemirror/state';

export type EditorLanguage = 'python' | 'cpp' | 'javascript';

const loaders: Record<EditorLanguage, () => Promise<Extension>> = {
  python: () => import('@codemirror/lang-python').then(({ python }) => python()),
  cpp: () => import('@codemirror/lang-cpp').then(({ cpp }) => cpp()),
  javascript: () => import('@codemirror/lang-javascript').then(({ javascript }) => javascript()),
};

const loading = new Map<EditorLanguage, Promise<Extension>>();

/** The language's CodeMirror extension, loaded once (a failed load is tried again next time). */
export function loadEditorLanguage(language: EditorLanguage): Promise<Extension> {
  let extension = loading.get(language);
  if (!extension) {
    extension = loaders[language]();
    extension.catch(() => loading.delete(language));
    loading.set(language, extension);
  }
  return extension;
}
