/** The fields every catalogue entry has: its name and slug, and (for the tagged catalogues) its tags. */
import { FormField } from '@/components/moderation/form-field.tsx';
import { textProps, type CatalogueFormProps } from './fields/catalogue-form-props.ts';
import { TextListField } from './fields/text-list-field.tsx';

type Named = { name: string; slug: string };

export function IdentityFields<T extends Named>(props: CatalogueFormProps<T> & { slugExample: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...textProps(props, 'name', 'Name')} />
      <FormField
        {...textProps(props, 'slug', 'Slug', {
          hint: `Lowercase letters, digits and hyphens, such as ${props.slugExample}. Changing it changes the entry's address.`,
        })}
      />
    </div>
  );
}

export function TagsField<T extends { tags: string[] }>(props: CatalogueFormProps<T>) {
  return (
    <TextListField
      id="labs-tags"
      label="Tags"
      itemLabel="Tag"
      hint="Slugs of existing tags, such as microcontrollers."
      values={props.value.tags}
      error={props.errors.tags}
      onChange={(tags) => props.onChange({ tags } as Partial<T>)}
    />
  );
}
