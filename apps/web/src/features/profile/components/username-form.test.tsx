import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  memberViewer,
  sessionAnswer,
  stubApi,
  type FakeRoute,
} from '@/testing/fake-api.ts';
import { profileQuery } from '../api/profile.ts';
import { UsernameForm } from './username-form.tsx';

function renderForm(update: FakeRoute, current: string | null = null) {
  const api = stubApi({
    'PATCH /api/profile': update,
    'GET /api/auth/session': sessionAnswer(memberViewer),
  });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <UsernameForm current={current} />
    </QueryClientProvider>,
  );
  const field = screen.getByLabelText('Username');
  const save = (name: string) =>
    user
      .clear(field)
      .then(() => (name ? user.type(field, name) : undefined))
      .then(() => user.click(screen.getByRole('button', { name: 'Save username' })));
  return { api, queryClient, field, save };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UsernameForm', () => {
  it('starts with the current username', () => {
    const { field } = renderForm(() => jsonResponse(200, {}), 'ada_lovelace');
    expect(field).toHaveValue('ada_lovelace');
  });

  it('explains a taken name (409) next to the field', async () => {
    const { field, save } = renderForm(() =>
      errorResponse(409, 'conflict', 'That username is taken. Try another one.'),
    );
    await save('ada_lovelace');
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is taken. Try another one.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it("shows the field's own message of a 422 answer rather than the general one", async () => {
    const { save } = renderForm(() =>
      errorResponse(422, 'validation_failed', 'Some fields need attention.', {
        username: 'Use only lowercase letters, digits and underscores.',
      }),
    );
    await save('Ada Lovelace');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Use only lowercase letters, digits and underscores.');
    expect(alert).not.toHaveTextContent('Some fields need attention.');
  });

  it('sends the trimmed name, or null for an empty field, and confirms the save', async () => {
    const { api, queryClient, save } = renderForm(({ body }) =>
      jsonResponse(200, { email: memberViewer.user.email, ...(body as object) }),
    );
    await save('  grace_hopper ');
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(queryClient.getQueryData(profileQuery.queryKey)).toEqual({
      email: memberViewer.user.email,
      username: 'grace_hopper',
    });
    await save('');
    const patches = api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
    expect(patches).toEqual([{ username: 'grace_hopper' }, { username: null }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
