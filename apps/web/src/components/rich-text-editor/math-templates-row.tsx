/** The maths dialog's Templates row: one button per template, named by it, inserting its LaTeX. */
import { latexTemplates } from '@tinkerlabs/latex-symbols/templates';
import { useId } from 'react';
import { keepFocusWhereItIs } from './keep-focus.ts';

export function MathTemplatesRow({ onInsert }: { onInsert: (latex: string) => void }) {
  const headingId = useId();
  return (
    <section className="space-y-2">
      <h3 id={headingId} className="text-sm font-semibold text-neutral-800 dark:text-neutral-200">
        Templates
      </h3>
      <div role="group" aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {latexTemplates.map((template) => (
          <button
            key={template.name}
            type="button"
            title={template.latex}
            onMouseDown={keepFocusWhereItIs}
            onClick={() => onInsert(template.latex)}
            className="rounded-md border border-neutral-300 px-2.5 py-1.5 text-xs font-medium text-neutral-800 hover:border-secondary-500 hover:bg-secondary-50 sm:text-sm dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800"
          >
            {template.name}
          </button>
        ))}
      </div>
    </section>
  );
}
