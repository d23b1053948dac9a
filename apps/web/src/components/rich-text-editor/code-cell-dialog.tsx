/**
 * The code cell's dialog: its language, the virtual board (MicroPython only), the starting code and
 * the program's input. A new cell takes the first free id of cell-1, cell-2 …; an edited cell keeps
 * its own, under which learners' edits are kept.
 */
import type { CodeCellLanguage, CodeCellNode } from '@tinkerlabs/rich-text/document';
import { useMemo, useState } from 'react';
import { nextCellId } from './block-ids.ts';
import { CheckboxField, SelectField, TextField } from './block-form-fields.tsx';
import { languageChoices } from './block-labels.ts';
import { blockProblems } from './block-problems.ts';
import { BlockDialog, type BlockEditorProps } from './block-dialog.tsx';
import { useBlockProblems } from './use-block-problems.ts';

type CodeCellAttrs = CodeCellNode['attrs'];

const fields = ['language', 'board', 'code', 'input'];

export function CodeCellDialog({ initial, takenIds, onConfirm, onClose }: BlockEditorProps<CodeCellAttrs>) {
  const [id] = useState(() => initial?.id ?? nextCellId(takenIds));
  const [language, setLanguage] = useState<CodeCellLanguage>(initial?.language ?? 'python');
  const [board, setBoard] = useState(initial?.board ?? false);
  const [code, setCode] = useState(initial?.code ?? '');
  const [input, setInput] = useState(initial?.input ?? '');
  const node = useMemo<CodeCellNode>(
    () => ({
      type: 'codeCell',
      attrs: { id, language, board: board && language === 'micropython', code, input },
    }),
    [id, language, board, code, input],
  );
  const problems = useBlockProblems(
    useMemo(() => blockProblems(node), [node]),
    fields,
  );

  return (
    <BlockDialog
      title={initial ? 'Edit the code cell' : 'Insert a code cell'}
      node={node}
      problems={problems}
      onConfirm={() => onConfirm(node.attrs)}
      onClose={onClose}
    >
      <SelectField
        label="Language"
        value={language}
        choices={languageChoices}
        onChange={setLanguage}
        error={problems.error('language')}
      />
      {language === 'micropython' ? (
        <CheckboxField
          label="With the virtual board"
          hint="A Raspberry Pi Pico with LEDs, a button, a potentiometer and a servo beside the program, as in the MicroPython lab."
          checked={board}
          onChange={setBoard}
          error={problems.error('board')}
        />
      ) : null}
      <TextField
        label="Starting code"
        hint="What the reader sees first; they can change it and run it."
        value={code}
        onChange={setCode}
        rows={10}
        code
        error={problems.error('code')}
      />
      <TextField
        label="Program input"
        hint="Optional: what the program reads from standard input."
        value={input}
        onChange={setInput}
        rows={3}
        code
        error={problems.error('input')}
      />
      <p className="text-xs text-neutral-600 dark:text-neutral-400">
        Id: <code>{id}</code> (readers’ edits are kept under it)
      </p>
    </BlockDialog>
  );
}
