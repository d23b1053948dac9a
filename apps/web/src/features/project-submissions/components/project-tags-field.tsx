/** The project's topics, chosen from the site's tags (GET /api/tags), at most 8. */
import { useQuery } from '@tanstack/react-query';
import { tagsQuery } from '@/components/content/tags-query.ts';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass } from '@/components/ui/control-styles.ts';
import { errorId } from '../lib/field-errors.ts';

const maxTags = 8;

export function ProjectTagsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error: string | undefined;
}) {
  const tags = useQuery(tagsQuery);
  return (
    <fieldset id="project-tags">
      <legend className={labelClass}>Topics (at most {maxTags})</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {tags.data?.items.map((tag) => {
          const checked = value.includes(tag.slug);
          return (
            <label
              key={tag.slug}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1 text-sm has-checked:border-secondary-600 has-checked:bg-secondary-50 dark:border-neutral-700 dark:has-checked:bg-secondary-950"
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && value.length >= maxTags}
                onChange={() =>
                  onChange(checked ? value.filter((slug) => slug !== tag.slug) : [...value, tag.slug])
                }
              />
              {tag.name}
            </label>
          );
        }) ?? (
          <span className="text-sm text-neutral-600 dark:text-neutral-400">
            {tags.isError ? 'The topics could not be loaded.' : 'Loading topics…'}
          </span>
        )}
      </div>
      <FieldMessage id={errorId('tags')} message={error} />
    </fieldset>
  );
}
