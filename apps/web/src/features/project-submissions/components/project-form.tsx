/**
 * Every field of a project, shared by the member's submit page and the administrator's edit page:
 * the details, cover, topics, components and the body in the rich editor with maths. Controlled:
 * the page owns the values, the messages and what the buttons do.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { useCallback } from 'react';
import { ImageField } from '@/components/moderation/image-field.tsx';
import { RichTextEditor } from '@/components/rich-text-editor/rich-text-editor.tsx';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass } from '@/components/ui/control-styles.ts';
import { uploadImage } from '@/lib/uploads/upload-image.ts';
import { errorId, fieldId, type FieldErrors } from '../lib/field-errors.ts';
import type { ProjectFormValues } from '../lib/project-form-values.ts';
import { ChosenComponents } from './chosen-components.tsx';
import { ComponentPicker } from './component-picker.tsx';
import { ProjectFields } from './project-fields.tsx';
import { ProjectTagsField } from './project-tags-field.tsx';

export function ProjectForm({
  values,
  onChange,
  errors,
  disabled = false,
  bodyVersion,
}: {
  values: ProjectFormValues;
  /** Gets only what changed: the page merges it into the newest values it holds. */
  onChange: (patch: Partial<ProjectFormValues>) => void;
  errors: FieldErrors;
  disabled?: boolean;
  /** Changing it starts the editor again from `values.body` (after loading another copy). */
  bodyVersion: string;
}) {
  const set = onChange;
  const onBodyChange = useCallback((body: RichTextDoc) => onChange({ body }), [onChange]);
  const componentErrors = Object.fromEntries(
    Object.entries(errors).filter(([path]) => path.startsWith('components.')),
  );

  return (
    <div className="space-y-6">
      <fieldset disabled={disabled} className="space-y-4">
        <legend className="sr-only">Project details</legend>
        <ProjectFields values={values} set={set} errors={errors} />
        <ImageField
          id={fieldId('coverImage')}
          label="Cover image"
          value={values.coverImage}
          error={errors.coverImage}
          upload={async (file) => (await uploadImage(file)).url}
          onChange={(coverImage) => set({ coverImage })}
        />
        <ProjectTagsField value={values.tags} onChange={(tags) => set({ tags })} error={errors.tags} />
      </fieldset>
      <fieldset disabled={disabled} id="project-components" className="space-y-3">
        <legend className="text-lg font-semibold text-neutral-900 dark:text-white">Components</legend>
        <ChosenComponents
          components={values.components}
          onChange={(components) => set({ components })}
          errors={componentErrors}
        />
        <FieldMessage id={errorId('components')} message={errors.components} />
        {disabled ? null : (
          <ComponentPicker
            chosenKeys={values.components.map((component) => component.uniqueKey)}
            onAdd={(hit) =>
              set({
                components: [
                  ...values.components,
                  {
                    uniqueKey: hit.uniqueKey,
                    name: hit.name,
                    detail: hit.storeSlug,
                    quantity: '1',
                    note: '',
                  },
                ],
              })
            }
          />
        )}
      </fieldset>
      <div id="project-body">
        <p className={labelClass}>How to build it</p>
        <p className="mb-2 text-xs text-neutral-600 dark:text-neutral-400">
          Steps, wiring and code. Type $…$ or use the toolbar for maths.
        </p>
        <RichTextEditor
          key={bodyVersion}
          initialBody={values.body}
          editable={!disabled}
          onChange={onBodyChange}
          label="How to build it"
        />
        <FieldMessage id={errorId('body')} message={errors.body} />
      </div>
    </div>
  );
}
