import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi, type FakeRoute } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { ContactForm } from './contact-form.tsx';

function renderForm(send: FakeRoute) {
  const api = stubApi({ 'POST /api/contact': send });
  const page = renderPage(<ContactForm />);
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await page.user.type(field(label), value);
  };
  const submit = () => page.user.click(screen.getByRole('button', { name: 'Send message' }));
  return { ...page, api, field, fill, submit };
}

const message = {
  Name: 'Ada Lovelace',
  'Email address': 'ada@example.org',
  Subject: 'A correction',
  Message: 'The Uno R3 has six PWM pins, not five.',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('sends the four fields and an empty honeypot, then confirms', async () => {
    const { api, fill, submit } = renderForm(() =>
      jsonResponse(201, { id: 'm1', receivedAt: '2026-11-21T10:00:00Z' }),
    );
    await fill(message);
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, your message has been sent.');
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.org');
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          subject: 'A correction',
          message: 'The Uno R3 has six PWM pins, not five.',
          website: '',
        },
      },
    ]);
  });

  it("shows the server's message under each refused field, focuses the first, and keeps every value", async () => {
    const { field, fill, submit } = renderForm(() =>
      errorResponse(422, 'validation_failed', 'Some fields are not valid.', {
        email: 'Enter a valid email address, such as ada@example.org.',
        message: 'Write at least 10 characters so we can help.',
      }),
    );
    await fill({ ...message, 'Email address': 'ada@', Message: 'Hi' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need a change');
    const email = field('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, such as ada@example.org.');
    expect(field('Message')).toHaveAccessibleDescription(
      'At least 10 characters. Tell us what you were doing and what you expected. Write at least 10 characters so we can help.',
    );
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    await vi.waitFor(() => expect(email).toHaveFocus());
    expect(field('Name')).toHaveValue('Ada Lovelace');
    expect(email).toHaveValue('ada@');
    expect(field('Subject')).toHaveValue('A correction');
    expect(field('Message')).toHaveValue('Hi');
  });

  it('shows a refusal without field messages (too many messages) and keeps the values', async () => {
    const { field, fill, submit } = renderForm(() =>
      errorResponse(
        429,
        'rate_limited',
        'You have sent several messages in the last hour. Please try again later.',
      ),
    );
    await fill(message);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in the last hour. Please try again later.',
    );
    expect(field('Message')).toHaveValue(message.Message);
  });

  it('keeps the honeypot out of sight, out of the tab order and away from screen readers', () => {
    renderForm(() => jsonResponse(201, {}));
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('offers a new message after success, with an empty form', async () => {
    const { field, fill, submit, user } = renderForm(() =>
      jsonResponse(201, { id: 'm1', receivedAt: '2026-11-21T10:00:00Z' }),
    );
    await fill(message);
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(field('Name')).toHaveValue('');
  });
});
