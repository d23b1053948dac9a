/**
 * Per-field messages, keyed by the request's field path as the API names it (`title`,
 * `components.2.quantity`): from the contract's schema before sending, and from the API's
 * `error.fields` after. One message per field, the first one found.
 */
import { projectFieldsSchema } from '@tinkerlabs/contract/submissions';
import type { ProjectFormValues } from './project-form-values.ts';
import { requestOf } from './project-form-values.ts';

export type FieldErrors = Record<string, string>;

const messages: Record<string, string> = {
  difficulty: 'Choose how hard the build is.',
  estimatedHours: 'Give the hours as a number from 0.25 to 1000, or leave it empty.',
  body: 'Describe the build in the text below.',
};

/** The messages the contract's schema gives for these values; empty when they may be sent. */
export function validateProject(values: ProjectFormValues): FieldErrors {
  const result = projectFieldsSchema.safeParse(requestOf(values));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    // Zod's own wording for enums and number ranges is not written for members; ours is.
    const message = messages[path] ?? (path.endsWith('.quantity') ? quantityMessage : issue.message);
    errors[path] ??= message;
  }
  return errors;
}

const quantityMessage = 'Use a whole number from 1 to 1000.';

/** The first field (in the form's order) that has a message, for focusing it. */
export function firstErrorField(errors: FieldErrors): string | null {
  const order = [
    'title',
    'slug',
    'summary',
    'difficulty',
    'estimatedHours',
    'repositoryUrl',
    'coverImage',
    'tags',
    'components',
  ];
  const keys = Object.keys(errors);
  return (
    order.find((field) => keys.some((key) => key === field || key.startsWith(`${field}.`))) ?? keys[0] ?? null
  );
}

/** The control's id for a field path: `components.2.quantity` → `project-components-2-quantity`. */
export const fieldId = (path: string) => `project-${path.replace(/\./g, '-')}`;

export const errorId = (path: string) => `${fieldId(path)}-error`;

/** Props that make a control describe its message and say it is invalid. */
export function invalidProps(path: string, message: string | undefined, hintId?: string) {
  const describedBy = [hintId, message ? errorId(path) : null].filter(Boolean).join(' ');
  return {
    id: fieldId(path),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** Moves the keyboard to the first field with a message, so the member lands where to fix it. */
export function focusFirstError(errors: FieldErrors): void {
  const field = firstErrorField(errors);
  if (!field) return;
  const exact = Object.keys(errors).find((key) => key === field || key.startsWith(`${field}.`)) ?? field;
  const target = document.getElementById(fieldId(exact)) ?? document.getElementById(fieldId(field));
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' });
  const control =
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
      ? target
      : target.querySelector<HTMLElement>('input, select, textarea, button, [contenteditable="true"]');
  control?.focus();
}
