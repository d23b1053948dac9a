/**
 * The one form pattern of the submission pages (stores, items): the values as typed, per-field
 * messages from the contract's schema (on blur and on send) and from the API (`error.fields`), a
 * message for the whole form when the server refuses, and the keyboard moved to the first field to
 * fix. Whatever goes wrong, the values stay as the member typed them.
 */
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { type FieldErrors, topLevelFields } from './field-errors.ts';
import { useFieldErrors } from './use-field-errors.ts';

export interface SubmissionFormOptions<V> {
  initial: V;
  validate: (values: V) => FieldErrors;
  /** The form's field names in order; control ids are `${idPrefix}-${field}`. */
  fieldOrder: readonly string[];
  idPrefix: string;
  /** Sends the values; throws an ApiError when refused. */
  onSave: (values: V) => Promise<void>;
}

/** The names of the fields typed as text. */
type TextField<V> = { [F in keyof V]: V[F] extends string ? F : never }[keyof V] & string;

export function useSubmissionForm<V extends object>({
  initial,
  validate,
  fieldOrder,
  idPrefix,
  onSave,
}: SubmissionFormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const clientErrors = useMemo(() => validate(values), [validate, values]);
  const fields = useFieldErrors(clientErrors);
  const { edited, attempt, setServerErrors } = fields;

  const set = useCallback(
    <F extends keyof V & string>(field: F, value: V[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      edited(field);
    },
    [edited],
  );

  const firstField = useCallback(
    (errors: FieldErrors) => fieldOrder.find((name) => name in errors) ?? Object.keys(errors)[0],
    [fieldOrder],
  );
  const focus = useCallback(
    (field: string | undefined) => {
      if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
    },
    [idPrefix],
  );
  // After a refused send, the field to focus once the form is enabled again (a disabled control
  // cannot take focus).
  const focusAfterSend = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (busy) return;
    focus(focusAfterSend.current);
    focusAfterSend.current = undefined;
  }, [busy, focus]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFormError(null);
    if (!attempt()) {
      focus(firstField(clientErrors));
      return;
    }
    setBusy(true);
    try {
      await onSave(values);
    } catch (error) {
      const serverFields = error instanceof ApiError ? topLevelFields(error.fields) : {};
      setServerErrors(serverFields);
      setFormError(error instanceof Error ? error.message : 'The form could not be sent. Please try again.');
      focusAfterSend.current = firstField(serverFields);
    } finally {
      setBusy(false);
    }
  };

  /** A text field's FormField props: its control id, value, message and handlers. */
  const textField = (field: TextField<V>) => ({
    id: `${idPrefix}-${field}`,
    value: values[field] as string,
    error: fields.errors[field],
    onChange: (value: string) => set(field, value as V[typeof field]),
    onBlur: () => fields.blur(field),
  });

  return { values, set, errors: fields.errors, blur: fields.blur, textField, submit, busy, formError };
}
