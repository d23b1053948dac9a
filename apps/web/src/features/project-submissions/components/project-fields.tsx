/** The project's plain fields: title, slug (follows the title until edited), summary, difficulty, hours, repository. */
import { difficulties } from '@tinkerlabs/contract/projects';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import { difficultyLabels } from '../lib/difficulty-labels.ts';
import { slugFromTitle, type ProjectFormValues } from '../lib/project-form-values.ts';
import { errorId, fieldId, invalidProps, type FieldErrors } from '../lib/field-errors.ts';

const hintClass = 'mt-1 text-xs text-neutral-600 dark:text-neutral-400';

export function ProjectFields({
  values,
  set,
  errors,
}: {
  values: ProjectFormValues;
  set: (patch: Partial<ProjectFormValues>) => void;
  errors: FieldErrors;
}) {
  return (
    <>
      <div>
        <label htmlFor={fieldId('title')} className={labelClass}>
          Title
        </label>
        <input
          {...invalidProps('title', errors.title)}
          value={values.title}
          maxLength={200}
          onChange={(event) => {
            const title = event.target.value;
            set(values.slugEdited ? { title } : { title, slug: slugFromTitle(title) });
          }}
          className={`${selectClass} text-lg font-semibold`}
        />
        <FieldMessage id={errorId('title')} message={errors.title} />
      </div>
      <div>
        <label htmlFor={fieldId('slug')} className={labelClass}>
          Address (slug)
        </label>
        <div className="mt-1 flex items-center gap-1 text-sm text-neutral-600 dark:text-neutral-400">
          <span aria-hidden>/projects/</span>
          <input
            {...invalidProps('slug', errors.slug, 'project-slug-hint')}
            value={values.slug}
            maxLength={100}
            onChange={(event) => {
              const slug = event.target.value.toLowerCase();
              set(
                slug === ''
                  ? { slug: slugFromTitle(values.title), slugEdited: false }
                  : { slug, slugEdited: true },
              );
            }}
            className={`${selectClass} mt-0 font-mono`}
          />
        </div>
        <p id="project-slug-hint" className={hintClass}>
          {values.slugEdited
            ? 'Lowercase letters, digits and hyphens. Clear it to follow the title again.'
            : 'Follows the title until you edit it.'}
        </p>
        <FieldMessage id={errorId('slug')} message={errors.slug} />
      </div>
      <div>
        <label htmlFor={fieldId('summary')} className={labelClass}>
          Summary
        </label>
        <textarea
          {...invalidProps('summary', errors.summary, 'project-summary-hint')}
          value={values.summary}
          rows={3}
          maxLength={500}
          onChange={(event) => set({ summary: event.target.value })}
          className={selectClass}
        />
        <p id="project-summary-hint" className={hintClass}>
          What it does and what you learn, in 20 to 500 characters ({values.summary.trim().length} so far).
        </p>
        <FieldMessage id={errorId('summary')} message={errors.summary} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('difficulty')} className={labelClass}>
            Difficulty
          </label>
          <select
            {...invalidProps('difficulty', errors.difficulty)}
            value={values.difficulty}
            onChange={(event) => set({ difficulty: event.target.value as ProjectFormValues['difficulty'] })}
            className={selectClass}
          >
            <option value="">Choose…</option>
            {difficulties.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficultyLabels[difficulty]}
              </option>
            ))}
          </select>
          <FieldMessage id={errorId('difficulty')} message={errors.difficulty} />
        </div>
        <div>
          <label htmlFor={fieldId('estimatedHours')} className={labelClass}>
            Estimated hours (optional)
          </label>
          <input
            {...invalidProps('estimatedHours', errors.estimatedHours)}
            value={values.estimatedHours}
            inputMode="decimal"
            onChange={(event) => set({ estimatedHours: event.target.value })}
            className={selectClass}
          />
          <FieldMessage id={errorId('estimatedHours')} message={errors.estimatedHours} />
        </div>
      </div>
      <div>
        <label htmlFor={fieldId('repositoryUrl')} className={labelClass}>
          Repository link (optional)
        </label>
        <input
          {...invalidProps('repositoryUrl', errors.repositoryUrl)}
          type="url"
          value={values.repositoryUrl}
          placeholder="https://github.com/…"
          onChange={(event) => set({ repositoryUrl: event.target.value })}
          className={selectClass}
        />
        <FieldMessage id={errorId('repositoryUrl')} message={errors.repositoryUrl} />
      </div>
    </>
  );
}
