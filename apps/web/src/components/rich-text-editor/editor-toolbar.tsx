/**
 * The editor's toolbar: one labelled button per command (its name in `aria-label`, and in a tooltip
 * on hover and keyboard focus with its shortcut), `aria-pressed` on those that toggle, in a `toolbar`
 * landmark. Buttons are 44 px square on phones, where the row scrolls sideways, and 36 px from 640 px
 * up, with 20 px icons. It is one Tab stop (a roving tab index, as WAI-ARIA's toolbar pattern has it):
 * ← and → move between the buttons, Home and End go to the first and last, and Tab leaves for the
 * text; the button last focused is the one Tab comes back to. Shortcuts are the usual ones (Mod-b,
 * Mod-i, Mod-Shift-s, Mod-e, Mod-Alt-2/3, Mod-Shift-7/8, Mod-Shift-b, Mod-Alt-c) plus Mod-Shift-m
 * (inline maths) and Mod-Alt-m (display maths).
 * Pages that teach (articles, learning-hub topics) also get the interactive blocks' buttons.
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import {
  Bold,
  Code,
  FileCode,
  FlaskConical,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link,
  List,
  ListChecks,
  ListOrdered,
  Minus,
  Quote,
  Sigma,
  SquareFunction,
  SquareTerminal,
  Strikethrough,
  type LucideIcon,
} from 'lucide-react';
import type { InteractiveBlockType } from './extensions/interactive-block-attrs.ts';
import { ariaShortcut, isApplePlatform, shortcutText } from './keyboard-shortcut.ts';
import { useToolbarTooltip } from './toolbar-tooltip.tsx';

export interface ToolbarActions {
  onLink: () => void;
  onImage: () => void;
  onInlineMath: () => void;
  onBlockMath: () => void;
  /** Opens the dialog for a new code cell, exercise or lab widget; without it, no such buttons. */
  onInsertBlock?: (type: InteractiveBlockType) => void;
}

interface Tool {
  label: string;
  icon: LucideIcon;
  run: () => void;
  active?: boolean;
  /** TipTap's notation, e.g. 'Mod-Shift-s'. */
  shortcut?: string;
}

/** The index a key moves to among `count` buttons from `current`, or null for another key. */
function rovingIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function EditorToolbar({ editor, actions }: { editor: Editor; actions: ToolbarActions }) {
  const [current, setCurrent] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const tooltip = useToolbarTooltip(frame);
  const [apple] = useState(isApplePlatform);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      editable: e.isEditable,
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      {
        label: 'Heading 2',
        icon: Heading2,
        shortcut: 'Mod-Alt-2',
        active: active.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        label: 'Heading 3',
        icon: Heading3,
        shortcut: 'Mod-Alt-3',
        active: active.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      {
        label: 'Bold',
        icon: Bold,
        shortcut: 'Mod-b',
        active: active.bold,
        run: () => chain().toggleBold().run(),
      },
      {
        label: 'Italic',
        icon: Italic,
        shortcut: 'Mod-i',
        active: active.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        label: 'Strikethrough',
        icon: Strikethrough,
        shortcut: 'Mod-Shift-s',
        active: active.strike,
        run: () => chain().toggleStrike().run(),
      },
      {
        label: 'Inline code',
        icon: Code,
        shortcut: 'Mod-e',
        active: active.code,
        run: () => chain().toggleCode().run(),
      },
      { label: 'Link', icon: Link, active: active.link, run: actions.onLink },
    ],
    [
      {
        label: 'Bullet list',
        icon: List,
        shortcut: 'Mod-Shift-8',
        active: active.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: 'Numbered list',
        icon: ListOrdered,
        shortcut: 'Mod-Shift-7',
        active: active.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        label: 'Quote',
        icon: Quote,
        shortcut: 'Mod-Shift-b',
        active: active.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
      {
        label: 'Code block',
        icon: FileCode,
        shortcut: 'Mod-Alt-c',
        active: active.codeBlock,
        run: () => chain().toggleCodeBlock().run(),
      },
      { label: 'Horizontal rule', icon: Minus, run: () => chain().setHorizontalRule().run() },
    ],
    [
      { label: 'Upload image', icon: ImagePlus, run: actions.onImage },
      { label: 'Inline maths', icon: Sigma, shortcut: 'Mod-Shift-m', run: actions.onInlineMath },
      { label: 'Display maths', icon: SquareFunction, shortcut: 'Mod-Alt-m', run: actions.onBlockMath },
    ],
  ];
  const { onInsertBlock } = actions;
  if (onInsertBlock)
    groups.push([
      { label: 'Insert code cell', icon: SquareTerminal, run: () => onInsertBlock('codeCell') },
      { label: 'Insert exercise', icon: ListChecks, run: () => onInsertBlock('exercise') },
      { label: 'Insert lab widget', icon: FlaskConical, run: () => onInsertBlock('labWidget') },
    ]);

  const count = groups.reduce((sum, group) => sum + group.length, 0);
  // A toolbar that lost buttons (a page without the teaching blocks) keeps a stop that exists.
  const stop = Math.min(current, count - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return tooltip.hide();
    const next = rovingIndex(event.key, stop, count);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  // Each button's place in the toolbar as a whole, across the groups.
  const starts = groups.map((_, group) =>
    groups.slice(0, group).reduce((sum, earlier) => sum + earlier.length, 0),
  );

  return (
    // The frame holds the tooltip outside the scroller, and leaving it (the tooltip included) hides it.
    <div
      ref={frame}
      onPointerLeave={tooltip.hide}
      className="sticky top-16 z-10 rounded-t-lg border border-b-0 border-neutral-300 bg-neutral-50 dark:border-neutral-700 dark:bg-neutral-900"
    >
      <div
        ref={toolbar}
        role="toolbar"
        aria-label="Formatting"
        onKeyDown={onKeyDown}
        onScroll={tooltip.hide}
        className="flex gap-1 overflow-x-auto p-1 sm:flex-wrap sm:overflow-visible"
      >
        {groups.map((group, index) => (
          <div
            key={index}
            className="flex shrink-0 gap-0.5 border-r border-neutral-200 pr-1 last:border-r-0 dark:border-neutral-700"
          >
            {group.map((tool, place) => {
              const position = starts[index]! + place;
              const shortcut = tool.shortcut ?? null;
              return (
                <button
                  key={tool.label}
                  type="button"
                  tabIndex={position === stop ? 0 : -1}
                  onFocus={(event) => {
                    setCurrent(position);
                    tooltip.show(event.currentTarget, tool.label, shortcut && shortcutText(shortcut, apple));
                  }}
                  onBlur={tooltip.hide}
                  onPointerEnter={(event) => {
                    // A tap is no hover: a touch would leave the tooltip behind.
                    if (event.pointerType === 'touch') return;
                    tooltip.show(event.currentTarget, tool.label, shortcut && shortcutText(shortcut, apple));
                  }}
                  aria-label={tool.label}
                  aria-keyshortcuts={shortcut ? ariaShortcut(shortcut, apple) : undefined}
                  aria-pressed={tool.active === undefined ? undefined : tool.active}
                  disabled={!active.editable}
                  onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
                  onClick={tool.run}
                  className="inline-flex size-11 items-center justify-center rounded text-neutral-700 hover:bg-neutral-200 disabled:opacity-40 aria-pressed:bg-secondary-100 aria-pressed:text-secondary-900 sm:size-9 dark:text-neutral-200 dark:hover:bg-neutral-800 dark:aria-pressed:bg-secondary-900 dark:aria-pressed:text-secondary-100"
                >
                  <tool.icon aria-hidden className="size-5" />
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {tooltip.tooltip}
    </div>
  );
}
