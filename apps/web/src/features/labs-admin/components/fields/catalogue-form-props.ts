/** What every catalogue's edit form receives: its values, the messages per field, and a way to change values. */
import type { FieldErrors } from '@/components/moderation/field-errors.ts';

export interface CatalogueFormProps<T> {
  value: T;
  errors: FieldErrors;
  onChange: (patch: Partial<T>) => void;
}

/** The props of a one-line or multi-line text field bound to `key` of the form. */
export function textProps<T, K extends keyof T & string>(
  props: CatalogueFormProps<T>,
  key: K,
  label: string,
  options: { hint?: string; multiline?: boolean; rows?: number } = {},
) {
  return {
    id: `labs-${key}`,
    label,
    value: String(props.value[key] ?? ''),
    error: props.errors[key],
    onChange: (value: string) => props.onChange({ [key]: value } as Partial<T>),
    onBlur: () => undefined,
    ...options,
  };
}
