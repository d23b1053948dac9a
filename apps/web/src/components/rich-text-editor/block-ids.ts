/**
 * Ids of code cells and exercises: a learner's edits and progress are kept under them, so each is
 * used once per document (validateDoc refuses a repeat) and an edited block keeps its own. New ones
 * are made here: `cell-1`, `cell-2` … for code cells, the title's slug for exercises.
 */
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { slugify } from '@tinkerlabs/rich-text/slug';

const maxIdLength = 64;

/** Whether a top-level node carries a document-wide id. */
export function hasBlockId(node: ProseMirrorNode): boolean {
  return node.type.name === 'codeCell' || node.type.name === 'exercise';
}

/** The ids the document's code cells and exercises use, but the block at `except` (one being edited). */
export function blockIdsIn(doc: ProseMirrorNode, except?: number): Set<string> {
  const ids = new Set<string>();
  doc.forEach((node, offset) => {
    if (hasBlockId(node) && offset !== except && typeof node.attrs.id === 'string') ids.add(node.attrs.id);
  });
  return ids;
}

/**
 * `base` if it is free, else `base-2`, `base-3` … (shortened so the id stays within 64 characters).
 * @example freeId('reach', new Set(['reach'])) // 'reach-2'
 */
export function freeId(base: string, taken: ReadonlySet<string>): string {
  const fit = (text: string, room: number) => text.slice(0, room).replace(/-+$/, '');
  let id = fit(base, maxIdLength);
  for (let n = 2; taken.has(id); n += 1) id = `${fit(base, maxIdLength - String(n).length - 1)}-${n}`;
  return id;
}

/** @example nextCellId(new Set(['cell-1'])) // 'cell-2' */
export function nextCellId(taken: ReadonlySet<string>): string {
  let n = 1;
  while (taken.has(`cell-${n}`)) n += 1;
  return `cell-${n}`;
}

/** @example exerciseIdFromTitle('Reach of the arm', new Set()) // 'reach-of-the-arm' */
export function exerciseIdFromTitle(title: string, taken: ReadonlySet<string>): string {
  return freeId(slugify(title) || 'exercise', taken);
}
