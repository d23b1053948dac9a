/**
 * The fields of a programming page (/labs/programming/{slug}): the introduction in the rich editor
 * with maths, the example programs its sandbox runs, and the references.
 */
import { FieldMessage, FormField } from '@/components/moderation/form-field.tsx';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor.tsx';
import { labelClass } from '@/components/ui/control-styles.ts';
import type { ProgrammingForm as ProgrammingValues } from '../lib/labs-forms.ts';
import { textProps, type CatalogueFormProps } from './fields/catalogue-form-props.ts';
import { RowListField } from './fields/row-list-field.tsx';
import { IdentityFields } from './identity-fields.tsx';

export function ProgrammingForm(props: CatalogueFormProps<ProgrammingValues>) {
  const { value, errors, onChange } = props;
  return (
    <div className="space-y-5">
      <IdentityFields {...props} slugExample="micropython" />
      <FormField {...textProps(props, 'summary', 'Summary', { multiline: true, rows: 2 })} />
      <div>
        <p id="labs-introduction-label" className={labelClass}>
          Introduction
        </p>
        <div
          role="group"
          aria-labelledby="labs-introduction-label"
          className="mt-1 rounded-lg border border-neutral-300 dark:border-neutral-700"
        >
          <RichTextEditor
            initialBody={value.introduction}
            editable
            onChange={(introduction) => onChange({ introduction })}
            label="Introduction text"
          />
        </div>
        <FieldMessage message={errors.introduction} />
      </div>
      <RowListField
        id="labs-examples"
        label="Example programs"
        itemLabel="Example"
        columns={[
          { key: 'title', label: 'Title' },
          { key: 'description', label: 'Description', lines: 2 },
          { key: 'code', label: 'Code', lines: 8, monospace: true },
        ]}
        rows={value.examples}
        error={errors.examples}
        onChange={(examples) => onChange({ examples })}
      />
      <RowListField
        id="labs-references"
        label="References"
        itemLabel="Reference"
        columns={[
          { key: 'title', label: 'Title' },
          { key: 'url', label: 'Address' },
        ]}
        rows={value.references}
        error={errors.references}
        onChange={(references) => onChange({ references })}
      />
    </div>
  );
}
