/**
 * The validation state of a submission form: a field's message appears once the member leaves it
 * (blur) or tries to send, and the server's messages (422, 409 slug/key taken) show until that field
 * is edited. Values are never cleared by an error.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from './field-errors.ts';

export function useFieldErrors(clientErrors: FieldErrors) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const errors = useMemo(() => {
    const shown: FieldErrors = {};
    for (const [field, message] of Object.entries(clientErrors))
      if (attempted || touched.has(field)) shown[field] = message;
    for (const [field, message] of Object.entries(serverErrors)) shown[field] ??= message;
    return shown;
  }, [attempted, clientErrors, serverErrors, touched]);

  const blur = useCallback(
    (field: string) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  );

  /** Call on every change of a field: its server message no longer applies. */
  const edited = useCallback(
    (field: string) =>
      setServerErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _dropped, ...rest } = current;
        return rest;
      }),
    [],
  );

  /** Call when sending: shows every message; true when the values may be sent. */
  const attempt = useCallback(() => {
    setAttempted(true);
    return Object.keys(clientErrors).length === 0;
  }, [clientErrors]);

  return { errors, blur, edited, attempt, setServerErrors };
}
