/** The editor's frame, shared by CodeMirror and the read-only view shown while it loads. */
export const editorBoxClass =
  'overflow-hidden rounded-lg border border-neutral-300 bg-white text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100';
