/**
 * Keeps code cell and exercise ids unique in the document: a pasted or duplicated block whose id is
 * already used gets the next free one (`reach` → `reach-2`), so the document still saves (the server
 * refuses a repeated id). The block that had the id before keeps it, wherever the copy lands:
 * learners' progress is recorded under it.
 */
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Mapping } from '@tiptap/pm/transform';
import { freeId, hasBlockId } from '../block-ids.ts';

export const UniqueBlockIds = Extension.create({
  name: 'uniqueBlockIds',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('uniqueBlockIds'),
        appendTransaction: (transactions, oldState, newState) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const mapping = new Mapping(transactions.flatMap((tr) => tr.mapping.maps));
          // Where each block that already had its id is now.
          const before = new Map<number, string>();
          oldState.doc.forEach((node, offset) => {
            if (!hasBlockId(node)) return;
            const mapped = mapping.mapResult(offset, 1);
            if (!mapped.deleted) before.set(mapped.pos, String(node.attrs.id));
          });
          const blocks: { pos: number; id: string }[] = [];
          newState.doc.forEach((node, offset) => {
            if (hasBlockId(node)) blocks.push({ pos: offset, id: String(node.attrs.id) });
          });
          const counts = new Map<string, number>();
          for (const { id } of blocks) counts.set(id, (counts.get(id) ?? 0) + 1);
          if ([...counts.values()].every((count) => count === 1)) return null;

          const taken = new Set(blocks.map((block) => block.id));
          const keeper = new Map<string, number>();
          for (const { pos, id } of blocks)
            if (before.get(pos) === id && !keeper.has(id)) keeper.set(id, pos);
          const tr = newState.tr;
          for (const { pos, id } of blocks) {
            if ((counts.get(id) ?? 0) < 2) continue;
            if (!keeper.has(id)) keeper.set(id, pos); // all copies are new: the first keeps the id
            if (keeper.get(id) === pos) continue;
            const next = freeId(id, taken);
            taken.add(next);
            const node = tr.doc.nodeAt(pos);
            if (node) tr.setNodeMarkup(pos, undefined, { ...node.attrs, id: next });
          }
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});
