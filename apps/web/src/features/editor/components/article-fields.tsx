/**
 * The article's fields around the body: the title above it, and under it the Details (slug, which
 * follows the title until edited, summary, tags, cover), so the writing comes first on a phone.
 */
import {
  maxArticleSummaryLength,
  maxArticleTags,
  maxArticleTitleLength,
} from '@tinkerlabs/contract/article-drafts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tagsQuery } from '@/components/content/tags-query.ts';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import { useUploadImage } from '@/lib/uploads/upload-image.ts';
import { slugFromTitle, type ArticleSnapshot } from '../lib/article-snapshot.ts';

type Fields = Omit<ArticleSnapshot, 'body'>;

/** Typing a title moves the slug with it, unless the author has edited the slug. */
export function ArticleTitleField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: Fields;
  onChange: (next: Fields) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor="article-title" className={labelClass}>
        Title
      </label>
      <input
        id="article-title"
        value={value.title}
        maxLength={maxArticleTitleLength}
        disabled={disabled}
        onChange={(event) => {
          const title = event.target.value;
          onChange(value.slugEdited ? { ...value, title } : { ...value, title, slug: slugFromTitle(title) });
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'article-title-error' : undefined}
        className={`${selectClass} text-lg font-semibold`}
      />
      <FieldError id="article-title-error" message={error} />
    </div>
  );
}

export function ArticleDetails({
  value,
  onChange,
  disabled,
  errors,
}: {
  value: Fields;
  onChange: (next: Fields) => void;
  disabled: boolean;
  errors: Record<string, string>;
}) {
  const tags = useQuery(tagsQuery);
  const upload = useUploadImage();
  const [coverError, setCoverError] = useState<string | null>(null);
  const set = (patch: Partial<Fields>) => onChange({ ...value, ...patch });

  return (
    <fieldset
      disabled={disabled}
      className="space-y-4 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <legend className="px-1 text-lg font-semibold text-neutral-900 dark:text-white">Details</legend>
      <div>
        <label htmlFor="article-slug" className={labelClass}>
          Address (slug)
        </label>
        <div className="mt-1 flex items-center gap-1 text-sm text-neutral-600 dark:text-neutral-400">
          <span>/articles/</span>
          <input
            id="article-slug"
            value={value.slug}
            onChange={(event) => {
              const slug = event.target.value.toLowerCase();
              set(
                slug === ''
                  ? { slug: slugFromTitle(value.title), slugEdited: false }
                  : { slug, slugEdited: true },
              );
            }}
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={errors.slug ? 'article-slug-hint article-slug-error' : 'article-slug-hint'}
            className={`${selectClass} mt-0 font-mono`}
          />
        </div>
        <p id="article-slug-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {value.slugEdited
            ? 'Lowercase letters, digits and hyphens. Clear it to follow the title again.'
            : 'Follows the title until you edit it.'}
        </p>
        <FieldError id="article-slug-error" message={errors.slug} />
      </div>
      <div>
        <label htmlFor="article-summary" className={labelClass}>
          Summary
        </label>
        <textarea
          id="article-summary"
          value={value.summary}
          rows={2}
          maxLength={maxArticleSummaryLength}
          onChange={(event) => set({ summary: event.target.value })}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={errors.summary ? 'article-summary-error' : undefined}
          className={selectClass}
        />
        <FieldError id="article-summary-error" message={errors.summary} />
      </div>
      <fieldset>
        <legend className={labelClass}>Tags (at most {maxArticleTags})</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {tags.data?.items.map((tag) => {
            const checked = value.tags.includes(tag.slug);
            return (
              <label
                key={tag.slug}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1 text-sm has-checked:border-secondary-600 has-checked:bg-secondary-50 dark:border-neutral-700 dark:has-checked:bg-secondary-950"
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && value.tags.length >= maxArticleTags}
                  onChange={() =>
                    set({
                      tags: checked ? value.tags.filter((t) => t !== tag.slug) : [...value.tags, tag.slug],
                    })
                  }
                />
                {tag.name}
              </label>
            );
          }) ?? (
            <span className="text-sm text-neutral-600">
              {tags.isError ? 'Tags could not be loaded.' : 'Loading tags…'}
            </span>
          )}
        </div>
        <FieldError message={errors.tags} />
      </fieldset>
      <div>
        <span className={labelClass} id="cover-label">
          Cover image
        </span>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {value.coverImage ? (
            <img src={value.coverImage} alt="Cover" className="h-20 w-32 rounded object-cover" />
          ) : null}
          <label className={`${secondaryButtonClass} cursor-pointer`}>
            {upload.isPending ? 'Uploading…' : value.coverImage ? 'Replace cover' : 'Upload cover'}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className="sr-only"
              aria-describedby="cover-label"
              onChange={async (event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                setCoverError(null);
                try {
                  set({ coverImage: (await upload.mutateAsync(file)).url });
                } catch (error) {
                  setCoverError(error instanceof Error ? error.message : 'The image could not be uploaded.');
                }
              }}
            />
          </label>
          {value.coverImage ? (
            <button type="button" className={secondaryButtonClass} onClick={() => set({ coverImage: null })}>
              Remove cover
            </button>
          ) : null}
        </div>
        <FieldError message={coverError ?? errors.coverImage} />
      </div>
    </fieldset>
  );
}

function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}
