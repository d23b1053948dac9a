/**
 * What the syntax highlighting colours, by the grammars' highlighting tags: one table for the labs'
 * editor (code-editor-view.ts, CodeMirror's HighlightStyle) and for code shown on reading pages
 * (highlight-code.ts), so both colour a program alike. Each role's colour is the CSS variable
 * `--cm-<role>` (code-colours.ts), set for light and dark mode.
 */
import { tags, type Tag } from '@lezer/highlight';

export type CodeRole = 'keyword' | 'string' | 'number' | 'comment' | 'function' | 'definition';

export const highlightRoles: readonly { role: CodeRole; tags: Tag[] }[] = [
  {
    role: 'keyword',
    tags: [
      tags.keyword,
      tags.controlKeyword,
      tags.definitionKeyword,
      tags.moduleKeyword,
      tags.processingInstruction,
      tags.macroName,
    ],
  },
  { role: 'string', tags: [tags.string, tags.special(tags.string), tags.character] },
  { role: 'number', tags: [tags.number, tags.bool, tags.null, tags.atom] },
  { role: 'comment', tags: [tags.comment, tags.lineComment, tags.blockComment] },
  { role: 'function', tags: [tags.function(tags.variableName), tags.function(tags.propertyName)] },
  { role: 'definition', tags: [tags.definition(tags.variableName), tags.className, tags.typeName] },
];
