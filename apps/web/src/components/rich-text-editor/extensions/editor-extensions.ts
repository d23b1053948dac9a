/**
 * The editor's schema, node for node the document of @tinkerlabs/rich-text (the server refuses
 * anything else): StarterKit without underline and with headings 2–4, code blocks with syntax
 * highlighting, links limited to safe addresses, site images, the two maths nodes, and the
 * interactive blocks (code cells, lab widgets, exercises) at the document's top level.
 */
import type { Extensions } from '@tiptap/core';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import StarterKit from '@tiptap/starter-kit';
import { checkLinkHref } from '@tinkerlabs/rich-text/safe-url';
import { common, createLowlight } from 'lowlight';
import { CodeCell, Exercise, LabWidget, TopLevelDocument } from './interactive-blocks.ts';
import { MathBlock } from './math-block.ts';
import { MathInline } from './math-inline.ts';
import { SiteImage } from './site-image.ts';
import { UniqueBlockIds } from './unique-block-ids.ts';

const lowlight = createLowlight(common);

export interface EditorExtensionOptions {
  onInsertInlineMath?: () => void;
  onInsertBlockMath?: () => void;
}

export function editorExtensions(options: EditorExtensionOptions = {}): Extensions {
  return [
    StarterKit.configure({
      // Ours, whose top level also takes the interactive blocks.
      document: false,
      heading: { levels: [2, 3, 4] },
      underline: false,
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        isAllowedUri: (url) => checkLinkHref(url).ok,
        shouldAutoLink: (url) => checkLinkHref(url).ok,
      },
    }),
    CodeBlockLowlight.configure({ lowlight, defaultLanguage: null }),
    SiteImage,
    MathInline.configure({ onInsertRequest: () => options.onInsertInlineMath?.() }),
    MathBlock.configure({ onInsertRequest: () => options.onInsertBlockMath?.() }),
    TopLevelDocument,
    CodeCell,
    LabWidget,
    Exercise,
    UniqueBlockIds,
  ];
}
