/**
 * The colours of highlighted code, light and dark, as CSS variables (`--cm-keyword` …) for the element
 * that holds the code: the labs' editor (code-editor.tsx) and the code blocks of reading pages
 * (components/rich-text/code-block.tsx) use the same palette.
 */
export const codeColourVariables =
  '[--cm-keyword:#7e22ce] [--cm-string:#166534] [--cm-number:#9a3412] [--cm-comment:#475569] [--cm-function:#1d4ed8] [--cm-definition:#0f766e] [--cm-gutter:#64748b] [--cm-active-line:#f1f5f9] [--cm-bracket:#dcfce7] [--cm-selection:#bfdbfe] ' +
  'dark:[--cm-keyword:#d8b4fe] dark:[--cm-string:#86efac] dark:[--cm-number:#fdba74] dark:[--cm-comment:#94a3b8] dark:[--cm-function:#93c5fd] dark:[--cm-definition:#5eead4] dark:[--cm-gutter:#94a3b8] dark:[--cm-active-line:#1e293b] dark:[--cm-bracket:#14532d] dark:[--cm-selection:#1e3a8a]';
