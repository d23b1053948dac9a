/**
 * Every field the public resource page shows: title, slug, kind, collection, authors, year,
 * publisher, link, summary, level, free and tags, each with its message from the contract or the
 * server beside it.
 */
import { levels, resourceCollections, resourceKinds } from '@tinkerlabs/contract/resources';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { tagsQuery } from '@/components/content/tags-query.ts';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import type { ResourceFormValues } from '../lib/resource-form-values.ts';
import { describedBy } from '../lib/described-by.ts';
import { FieldError } from './field-error.tsx';

const maxTags = 10;
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`resource-${name}`} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">{hint}</p> : null}
      <FieldError id={`resource-${name}-error`} message={error} />
    </div>
  );
}

export function ResourceFields({
  values,
  errors,
  onChange,
}: {
  values: ResourceFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<ResourceFormValues>) => void;
}) {
  const tags = useQuery(tagsQuery);
  const input = (name: keyof ResourceFormValues) => ({
    id: `resource-${name}`,
    className: selectClass,
    ...describedBy(`resource-${name}`, errors[name]),
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <Field name="title" label="Title" error={errors.title}>
          <input
            {...input('title')}
            value={values.title}
            maxLength={200}
            onChange={(e) => onChange({ title: e.target.value })}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field
          name="slug"
          label="Address (slug)"
          hint="The page is /resources/{slug}. Leave it empty to make one from the title."
          error={errors.slug}
        >
          <input
            {...input('slug')}
            className={`${selectClass} font-mono`}
            value={values.slug}
            maxLength={100}
            onChange={(e) => onChange({ slug: e.target.value.toLowerCase() })}
          />
        </Field>
      </div>
      <Field name="kind" label="Kind" error={errors.kind}>
        <select
          {...input('kind')}
          value={values.kind}
          onChange={(e) => onChange({ kind: e.target.value as ResourceFormValues['kind'] })}
        >
          {resourceKinds.map((kind) => (
            <option key={kind} value={kind}>
              {capitalised(kind)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="collection" label="Collection" error={errors.collection}>
        <select
          {...input('collection')}
          value={values.collection}
          onChange={(e) => onChange({ collection: e.target.value as ResourceFormValues['collection'] })}
        >
          {resourceCollections.map((collection) => (
            <option key={collection} value={collection}>
              {collection === 'rl' ? 'Reinforcement learning (RL pages)' : 'General'}
            </option>
          ))}
        </select>
      </Field>
      <Field name="authors" label="Authors" hint="One per line." error={errors.authors}>
        <textarea
          {...input('authors')}
          rows={3}
          value={values.authors}
          onChange={(e) => onChange({ authors: e.target.value })}
        />
      </Field>
      <div className="grid content-start gap-4">
        <Field name="year" label="Year" hint="Leave empty when undated." error={errors.year}>
          <input
            {...input('year')}
            inputMode="numeric"
            value={values.year}
            maxLength={4}
            onChange={(e) => onChange({ year: e.target.value })}
          />
        </Field>
        <Field name="publisher" label="Publisher, venue or provider" error={errors.publisher}>
          <input
            {...input('publisher')}
            value={values.publisher}
            maxLength={200}
            onChange={(e) => onChange({ publisher: e.target.value })}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field name="url" label="Link" error={errors.url}>
          <input
            {...input('url')}
            type="url"
            value={values.url}
            placeholder="https://"
            onChange={(e) => onChange({ url: e.target.value })}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field name="summary" label="Summary" error={errors.summary}>
          <textarea
            {...input('summary')}
            rows={4}
            maxLength={2000}
            value={values.summary}
            onChange={(e) => onChange({ summary: e.target.value })}
          />
        </Field>
      </div>
      <Field name="level" label="Level" error={errors.level}>
        <select
          {...input('level')}
          value={values.level}
          onChange={(e) => onChange({ level: e.target.value as ResourceFormValues['level'] })}
        >
          {levels.map((level) => (
            <option key={level} value={level}>
              {capitalised(level)}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex items-end pb-2">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">
          <input
            type="checkbox"
            checked={values.free}
            onChange={(e) => onChange({ free: e.target.checked })}
            className="size-4"
          />
          Free to read or use
        </label>
      </div>
      <fieldset className="sm:col-span-2" {...describedBy('resource-tags', errors.tags)}>
        <legend className={labelClass}>Tags (at most {maxTags})</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {tags.data?.items.map((tag) => {
            const checked = values.tags.includes(tag.slug);
            return (
              <label
                key={tag.slug}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1 text-sm text-neutral-800 has-checked:border-secondary-600 has-checked:bg-secondary-50 dark:border-neutral-700 dark:text-neutral-200 dark:has-checked:bg-secondary-950"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && values.tags.length >= maxTags}
                  onChange={() =>
                    onChange({
                      tags: checked ? values.tags.filter((t) => t !== tag.slug) : [...values.tags, tag.slug],
                    })
                  }
                />
                {tag.name}
              </label>
            );
          }) ?? (
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              {tags.isError ? 'The tags could not be loaded.' : 'Loading tags…'}
            </span>
          )}
        </div>
        <FieldError id="resource-tags-error" message={errors.tags} />
      </fieldset>
    </div>
  );
}
