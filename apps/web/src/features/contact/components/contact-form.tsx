/**
 * The contact form: name, email, subject, message and a hidden honeypot. The server checks the
 * fields (its messages appear under each field, and the first field in error gets the focus); the
 * values stay as typed after any error. On success the form gives way to a confirmation.
 */
import type { ContactRequest } from '@tinkerlabs/contract/contact';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { Honeypot } from '@/components/ui/honeypot.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { ContactField } from './contact-field.tsx';

type Values = Required<ContactRequest>;
type FieldName = Exclude<keyof Values, 'website'>;

const emptyValues: Values = { name: '', email: '', subject: '', message: '', website: '' };
const fieldOrder: FieldName[] = ['name', 'email', 'subject', 'message'];

export function ContactForm() {
  const [values, setValues] = useState<Values>(emptyValues);
  const send = useSendContactMessage();
  const form = useRef<HTMLFormElement>(null);
  const error = send.error;
  const fieldErrors = error instanceof ApiError ? error.fields : {};

  const set = (name: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(values, {
      onError: (failure) => {
        const fields = failure instanceof ApiError ? failure.fields : {};
        const first = fieldOrder.find((name) => fields[name]);
        // After React shows the messages, move to the first field that needs a change.
        if (first)
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      },
    });
  }

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="rounded-xl border border-primary-200 bg-primary-50 p-6 dark:border-primary-800 dark:bg-primary-950"
      >
        <p className="flex items-center gap-2 text-lg font-semibold text-primary-800 dark:text-primary-100">
          <CheckCircle2 aria-hidden className="size-6" /> Thank you, your message has been sent.
        </p>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">
          An editor reads every message and answers by email, usually within a few days. We will reply to{' '}
          <strong>{values.email}</strong>.
        </p>
        <button
          type="button"
          className={`mt-4 ${secondaryButtonClass}`}
          onClick={() => {
            setValues(emptyValues);
            send.reset();
          }}
        >
          Send another message
        </button>
      </div>
    );
  }

  const summary =
    error === null
      ? null
      : Object.keys(fieldErrors).length > 0
        ? 'Some fields need a change before the message can be sent; see the notes below each one.'
        : error instanceof ApiError
          ? error.message
          : 'Your message could not be sent. Please try again.';

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      className="space-y-5"
      aria-describedby={summary ? 'contact-error' : undefined}
    >
      {summary ? (
        <p
          id="contact-error"
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          {summary}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField
          name="name"
          label="Name"
          autoComplete="name"
          value={values.name}
          error={fieldErrors.name}
          onChange={set('name')}
        />
        <ContactField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          value={values.email}
          error={fieldErrors.email}
          onChange={set('email')}
        />
      </div>
      <ContactField
        name="subject"
        label="Subject"
        value={values.subject}
        error={fieldErrors.subject}
        onChange={set('subject')}
      />
      <ContactField
        name="message"
        label="Message"
        multiline
        hint="At least 10 characters. Tell us what you were doing and what you expected."
        value={values.message}
        error={fieldErrors.message}
        onChange={set('message')}
      />
      <Honeypot value={values.website} onChange={set('website')} />
      <button type="submit" disabled={send.isPending} className={primaryButtonClass}>
        {send.isPending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
