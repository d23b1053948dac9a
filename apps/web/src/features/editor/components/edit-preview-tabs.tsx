/**
 * The editor's Edit / Preview switch, as WAI-ARIA's tabs pattern has it: one Tab stop, ← and → (Home,
 * End) move to the other tab and show it. Each tab controls an EditPreviewPanel; a hidden panel stays
 * mounted (the editor keeps its text, caret and undo history).
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type EditorView = 'edit' | 'preview';

const views: { view: EditorView; label: string }[] = [
  { view: 'edit', label: 'Edit' },
  { view: 'preview', label: 'Preview' },
];

const tabId = (view: EditorView) => `article-${view}-tab`;
const panelId = (view: EditorView) => `article-${view}-panel`;

/** The tab a key moves to from `current`, or null for another key. */
function keyTarget(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % views.length;
    case 'ArrowLeft':
      return (current - 1 + views.length) % views.length;
    case 'Home':
      return 0;
    case 'End':
      return views.length - 1;
    default:
      return null;
  }
}

export function EditPreviewTabs({
  view,
  onChange,
}: {
  view: EditorView;
  onChange: (view: EditorView) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = keyTarget(
      event.key,
      views.findIndex((entry) => entry.view === view),
    );
    if (next === null) return;
    event.preventDefault();
    onChange(views[next]!.view);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Article"
      onKeyDown={onKeyDown}
      className="flex gap-1 border-b border-neutral-200 dark:border-neutral-800"
    >
      {views.map((entry) => {
        const selected = entry.view === view;
        return (
          <button
            key={entry.view}
            type="button"
            role="tab"
            id={tabId(entry.view)}
            aria-selected={selected}
            aria-controls={panelId(entry.view)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(entry.view)}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-semibold ${
              selected
                ? 'border-secondary-600 text-secondary-800 dark:border-secondary-400 dark:text-secondary-200'
                : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white'
            }`}
          >
            {entry.label}
          </button>
        );
      })}
    </div>
  );
}

export function EditPreviewPanel({
  view,
  shown,
  className,
  children,
}: {
  view: EditorView;
  shown: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(view)}
      aria-labelledby={tabId(view)}
      hidden={!shown}
      // The preview starts with no control of its own: the panel itself takes the Tab stop after the tabs.
      tabIndex={view === 'preview' ? 0 : undefined}
      className={className}
    >
      {children}
    </div>
  );
}
