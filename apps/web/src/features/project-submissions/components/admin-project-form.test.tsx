import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi, type FakeRoute } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { projectRecord } from '../testing/project-fixtures.ts';
import { ProjectEditPage } from './project-edit-page.tsx';

const loaded = projectRecord({ status: 'approved', version: 5, publicPath: '/projects/line-follower' });

function renderEdit(routes: Record<string, FakeRoute> = {}) {
  const api = stubApi({
    'GET /api/tags': () => jsonResponse(200, { items: [] }),
    'GET /api/admin/projects/by-slug/line-follower': () => jsonResponse(200, loaded),
    ...routes,
  });
  const page = renderPage(<ProjectEditPage slug="line-follower" />, {
    at: '/dashboard/projects/line-follower/edit',
    path: '*',
  });
  const replaceText = async (label: string, text: string) => {
    await page.user.clear(screen.getByLabelText(label));
    await page.user.click(screen.getByLabelText(label));
    await page.user.paste(text);
  };
  return { ...page, api, replaceText };
}

const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method !== 'GET');

afterEach(() => vi.unstubAllGlobals());

// The rich editor makes each render slow in jsdom on a busy machine.
describe("the administrator's project edit page", { timeout: 20_000 }, () => {
  it('shows the status, the public page and the history, and saves with the version loaded', async () => {
    const { api, user, replaceText } = renderEdit({
      'PATCH /api/admin/projects/p1': ({ body }) =>
        jsonResponse(200, { ...loaded, ...(body as object), version: 6 }),
    });
    const panel = await screen.findByRole('complementary', { name: 'Status and history' });
    expect(within(panel).getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      '/projects/line-follower',
    );
    expect(within(panel).getByText('Published')).toBeInTheDocument();
    expect(within(panel).getByText('submitted it for review')).toBeInTheDocument();
    await replaceText('Summary', 'A small robot that follows a black line, now with a PID loop.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved as version 6.')).toBeInTheDocument();
    expect(writes(api)[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/admin/projects/p1',
      body: { baseVersion: 5, summary: 'A small robot that follows a black line, now with a PID loop.' },
    });
  });

  it('a stale save overwrites nothing; "Keep mine and save" saves over the newer version', async () => {
    const newer = projectRecord({ version: 7, title: 'Line Follower Mk II', status: 'approved' });
    let answer: FakeRoute = () =>
      jsonResponse(409, {
        error: {
          code: 'conflict',
          kind: 'stale_version',
          message: 'Someone saved a newer version.',
          current: newer,
        },
      });
    const { api, user, replaceText } = renderEdit({ 'PATCH /api/admin/projects/p1': (call) => answer(call) });
    await screen.findByLabelText('Title');
    await replaceText('Title', 'My title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this meanwhile' });
    expect(dialog).toHaveTextContent('the saved copy is now version 7');
    expect(dialog).toHaveTextContent('Line Follower Mk II');

    answer = ({ body }) => jsonResponse(200, { ...newer, ...(body as object), version: 8 });
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine and save' }));
    expect(await screen.findByText('Saved as version 8.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    expect(writes(api).map((call) => (call.body as { baseVersion: number }).baseVersion)).toEqual([5, 7]);
  });

  it('"Load the saved version" shows the server copy in the form', async () => {
    const newer = projectRecord({ version: 7, title: 'Line Follower Mk II', status: 'approved' });
    const { user, replaceText } = renderEdit({
      'PATCH /api/admin/projects/p1': () =>
        jsonResponse(409, {
          error: {
            code: 'conflict',
            kind: 'stale_version',
            message: 'Someone saved a newer version.',
            current: newer,
          },
        }),
    });
    await screen.findByLabelText('Title');
    await replaceText('Title', 'My title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(await screen.findByRole('button', { name: 'Load the saved version' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Line Follower Mk II');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a changed slug moves the address along', async () => {
    const { user, router, replaceText } = renderEdit({
      'PATCH /api/admin/projects/p1': () => jsonResponse(200, { ...loaded, slug: 'line-robot', version: 6 }),
    });
    await screen.findByLabelText('Address (slug)');
    await replaceText('Address (slug)', 'line-robot');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects/line-robot/edit'));
  });

  it('deleting asks first; a refusal because others refer to it says what refers to it', async () => {
    const { api, user, router } = renderEdit({
      'DELETE /api/admin/projects/p1': () =>
        jsonResponse(409, {
          error: {
            code: 'conflict',
            kind: 'in_use',
            message: 'Other content refers to this project.',
            usedBy: [{ kind: 'articles', title: 'Tuning a PID loop', path: '/articles/pid' }],
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete…' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete “Line Follower”?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText('Other content refers to this project.')).toBeInTheDocument();
    expect(within(confirm).getByRole('link', { name: 'Tuning a PID loop' })).toHaveAttribute(
      'href',
      '/articles/pid',
    );
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/dashboard/projects/line-follower/edit');
    expect(writes(api)).toHaveLength(1);
  });

  it('after deleting, the page goes back to the list', async () => {
    const { user, router } = renderEdit({
      'DELETE /api/admin/projects/p1': () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete…' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'));
  });
});
