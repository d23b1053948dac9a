/** The attributes that tie an input to its message (see components/field-error.tsx: `${id}-error`). */
export const describedBy = (id: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
