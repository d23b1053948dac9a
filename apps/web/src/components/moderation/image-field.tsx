/**
 * An optional image of a submission (a store's logo, an item's photo): shows the current one, uploads
 * a replacement through the `upload` function it is given, or removes it. Upload failures are shown
 * under the control; the rest of the form is untouched.
 */
import { useState } from 'react';
import { labelClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { FieldMessage } from './form-field.tsx';

export function ImageField({
  id,
  label,
  value,
  error,
  upload,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  error?: string;
  /** Uploads the file and answers its address (`/uploads/…`). */
  upload: (file: File) => Promise<string>;
  onChange: (value: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label} (optional)
      </span>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={`${label}, as uploaded`}
            className="size-20 rounded border border-neutral-200 object-contain dark:border-neutral-700"
          />
        ) : null}
        <label className={`${secondaryButtonClass} cursor-pointer has-focus-visible:ring-2`}>
          {busy ? 'Uploading…' : value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            disabled={busy}
            aria-describedby={`${id}-label ${id}-hint`}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setUploadError(null);
              setBusy(true);
              try {
                onChange(await upload(file));
              } catch (failure) {
                setUploadError(
                  failure instanceof Error ? failure.message : 'The image could not be uploaded.',
                );
              } finally {
                setBusy(false);
              }
            }}
          />
        </label>
        {value ? (
          <button type="button" className={secondaryButtonClass} onClick={() => onChange(null)}>
            Remove
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
        PNG, JPEG, WebP or GIF, at most 5 MB.
      </p>
      <FieldMessage message={uploadError ?? error} />
    </div>
  );
}
