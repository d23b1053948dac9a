/**
 * The article body: TipTap with the site's schema, its toolbar, image upload and the maths dialog
 * for new formulas (existing ones open it from their node view), and, where `interactiveBlocks` is
 * set, the dialogs for new code cells, exercises and lab widgets. `onChange` gets the document.
 * An empty editor shows `placeholder` (extensions/text-placeholder.ts).
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { checkLinkHref } from '@tinkerlabs/rich-text/safe-url';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useUploadImage } from '@/lib/uploads/upload-image.ts';
import { blockIdsIn } from './block-ids.ts';
import { editorDocument } from './editor-document.ts';
import { editorExtensions } from './extensions/editor-extensions.ts';
import { nodeAttrs, type InteractiveBlockType } from './extensions/interactive-block-attrs.ts';
import { TextPlaceholder } from './extensions/text-placeholder.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { insertNodeAndContinue } from './insert-node.ts';
import { InteractiveBlockDialog } from './interactive-block-dialog.tsx';
import { MathInputDialog } from './math-input-dialog.tsx';
// The published article's typography, so the text being written looks as it will read.
import '@/components/rich-text/rich-text.css';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  initialBody: RichTextDoc;
  editable: boolean;
  onChange: (body: RichTextDoc) => void;
  /** Receives the editor once, so the page can replace the content (a conflict's saved copy). */
  onReady?: (editor: Editor) => void;
  /** The text box's accessible name, e.g. 'Project text'. */
  label?: string;
  /** Offer code cells, exercises and lab widgets in the toolbar (pages that teach). */
  interactiveBlocks?: boolean;
  /** The hint in the empty editor, e.g. 'Write your article…'; read once, when the editor starts. */
  placeholder?: string;
}

export function RichTextEditor({
  initialBody,
  editable,
  onChange,
  onReady,
  label = 'Article text',
  interactiveBlocks = false,
  placeholder = 'Start writing…',
}: RichTextEditorProps) {
  const [newMath, setNewMath] = useState<'mathInline' | 'mathBlock' | null>(null);
  const [newBlock, setNewBlock] = useState<InteractiveBlockType | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const onChangeRef = useRef(onChange);
  const [firstPlaceholder] = useState(placeholder);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const extensions = useMemo(
    () => [
      ...editorExtensions({
        onInsertInlineMath: () => setNewMath('mathInline'),
        onInsertBlockMath: () => setNewMath('mathBlock'),
      }),
      TextPlaceholder.configure({ placeholder: firstPlaceholder }),
    ],
    [firstPlaceholder],
  );
  const editor = useEditor({
    extensions,
    content: initialBody,
    editable,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class:
          'rich-text min-h-[20rem] rounded-b-lg border border-neutral-300 bg-white px-4 py-3 focus:outline-2 focus:outline-secondary-500 dark:border-neutral-700 dark:bg-neutral-950',
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(editorDocument(e)),
  });

  useEffect(() => {
    // Locking the text (an article sent for review) is not an edit: no update event, so no save.
    editor.setEditable(editable, false);
  }, [editor, editable]);
  useEffect(() => {
    onReady?.(editor);
  }, [editor, onReady]);

  const onLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(
      'Link address (https://…, mailto:… or /path). Leave empty to remove the link.',
      previous,
    );
    if (href === null) return;
    const trimmed = href.trim();
    if (trimmed === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setNotice(null);
      return;
    }
    const verdict = checkLinkHref(trimmed);
    if (!verdict.ok) {
      setNotice(verdict.reason);
      return;
    }
    setNotice(null);
    editor.chain().focus().extendMarkRange('link').setLink({ href: trimmed }).run();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setNotice(null);
    try {
      const image = await upload.mutateAsync(file);
      const alt = file.name
        .replace(/\.[^.]+$/, '')
        .replace(/[-_]+/g, ' ')
        .slice(0, 200);
      insertNodeAndContinue(editor, {
        type: 'image',
        attrs: { src: image.url, width: image.width, height: image.height, alt, title: null },
      });
    } catch (error) {
      setNotice(error instanceof Error ? error.message : 'The image could not be uploaded.');
    }
  };

  return (
    <div className="rich-text-editor">
      <EditorToolbar
        editor={editor}
        actions={{
          onLink,
          onImage: () => fileInput.current?.click(),
          onInlineMath: () => setNewMath('mathInline'),
          onBlockMath: () => setNewMath('mathBlock'),
          onInsertBlock: interactiveBlocks ? setNewBlock : undefined,
        }}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label="Image file for the article text"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <EditorContent editor={editor} />
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-red-700 dark:text-red-400">
        {upload.isPending ? (
          <span className="text-neutral-600 dark:text-neutral-300">Uploading the image…</span>
        ) : (
          notice
        )}
      </p>
      <MathInputDialog
        show={newMath !== null}
        onConfirm={(expression) => {
          if (newMath) insertNodeAndContinue(editor, { type: newMath, attrs: { expression } });
        }}
        onClose={() => setNewMath(null)}
      />
      {newBlock ? (
        <InteractiveBlockDialog
          type={newBlock}
          initial={null}
          takenIds={blockIdsIn(editor.state.doc)}
          onConfirm={(attrs) =>
            insertNodeAndContinue(editor, { type: newBlock, attrs: nodeAttrs(newBlock, attrs) })
          }
          onClose={() => setNewBlock(null)}
        />
      ) : null}
    </div>
  );
}
