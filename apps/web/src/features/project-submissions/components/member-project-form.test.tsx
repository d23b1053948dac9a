import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi, type FakeRoute } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { valuesOf } from '../lib/project-form-values.ts';
import { itemSearchAnswer, projectRecord } from '../testing/project-fixtures.ts';
import { ProjectSubmitPage } from './project-submit-page.tsx';

const tags = { items: [{ slug: 'robotics', name: 'Robotics', description: '' }] };

function renderSubmit(at = '/dashboard/projects/submit', routes: Record<string, FakeRoute> = {}) {
  const api = stubApi({
    'GET /api/tags': () => jsonResponse(200, tags),
    'GET /api/search': () => jsonResponse(200, itemSearchAnswer),
    ...routes,
  });
  const page = renderPage(<ProjectSubmitPage />, { at, path: '/dashboard/projects/submit' });
  // Pasting is one input event: fast, and what the form must handle as well as typing.
  const fill = async (label: string, text: string) => {
    await page.user.click(screen.getByLabelText(label));
    await page.user.paste(text);
  };
  return { ...page, api, fill };
}

const sent = (api: ReturnType<typeof stubApi>, method: string) =>
  api.calls.filter((call) => call.method === method && !call.path.startsWith('/api/search'));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The rich editor makes each render slow in jsdom on a busy machine.
describe('submitting a project', { timeout: 20_000 }, () => {
  it('sends the fields and a chosen component, then names the project in the address', async () => {
    const { api, user, router, fill } = renderSubmit();
    api.routes['POST /api/me/projects'] = () => jsonResponse(201, projectRecord({ id: 'p9' }));
    await fill('Title', 'Line Follower');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('line-follower');
    await fill('Summary', 'A small robot that follows a black line.');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'beginner');
    await fill('Estimated hours (optional)', '4');
    await user.click(await screen.findByRole('checkbox', { name: 'Robotics' }));
    await fill('Find a component by name or part number', 'servo');
    await user.click(await screen.findByRole('button', { name: 'Add SG90 micro servo (SG90)' }));
    const quantity = screen.getByLabelText('Quantity of SG90 micro servo');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await fill('Note (optional) for SG90 micro servo', 'metal gears');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText(/Submitted for review/)).toBeInTheDocument();
    expect(sent(api, 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/me/projects',
        body: expect.objectContaining({
          title: 'Line Follower',
          slug: '',
          difficulty: 'beginner',
          estimatedHours: 4,
          tags: ['robotics'],
          components: [{ uniqueKey: 'SG90', quantity: 3, note: 'metal gears' }],
          repositoryUrl: null,
        }),
      },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?id=p9'));
    expect(localStorage.getItem('tinkerlabs:project-draft:new')).toBeNull();
  });

  it('checks the fields before sending, and focuses the first one to fix', async () => {
    const { api, user, fill } = renderSubmit();
    await fill('Title', 'ab');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('The title needs at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose how hard the build is.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(api, 'POST')).toEqual([]);
  });

  it("shows the server's per-field messages and keeps everything typed, here and in the browser", async () => {
    const { api, user, fill } = renderSubmit();
    api.routes['POST /api/me/projects'] = () =>
      errorResponse(409, 'conflict', 'That address is taken.', { slug: 'Another project uses this slug.' });
    await fill('Title', 'Line Follower');
    await fill('Summary', 'A small robot that follows a black line.');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'advanced');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText('Another project uses this slug.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That address is taken.');
    expect(screen.getByLabelText('Title')).toHaveValue('Line Follower');
    expect(screen.getByLabelText('Address (slug)')).toHaveFocus();
    const backup = JSON.parse(localStorage.getItem('tinkerlabs:project-draft:new')!);
    expect(backup.values).toMatchObject({ title: 'Line Follower', difficulty: 'advanced' });
  });

  it('restores an unsent project after a reload', async () => {
    localStorage.setItem(
      'tinkerlabs:project-draft:new',
      JSON.stringify({
        savedAt: 1,
        baseVersion: null,
        values: { ...valuesOf(null), title: 'Kept through a reload' },
      }),
    );
    renderSubmit();
    expect(screen.getByLabelText('Title')).toHaveValue('Kept through a reload');
    expect(screen.getByText(/Restored what you typed here before/)).toBeInTheDocument();
  });
});

describe("a member's own project (?id=)", { timeout: 20_000 }, () => {
  it('a pending one can be withdrawn, based on the version loaded', async () => {
    const { api, user, queryClient } = renderSubmit('/dashboard/projects/submit?id=p1', {
      'GET /api/me/projects/p1': () => jsonResponse(200, projectRecord({ version: 4 })),
    });
    api.routes['POST /api/me/projects/p1/withdraw'] = () =>
      jsonResponse(200, projectRecord({ version: 5, status: 'draft' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw from review' }));
    expect(await screen.findByText(/Withdrawn: it is a draft now/)).toBeInTheDocument();
    expect(sent(api, 'POST')).toEqual([
      { method: 'POST', path: '/api/me/projects/p1/withdraw', body: { baseVersion: 4 } },
    ]);
    expect(screen.getByRole('button', { name: 'Save and submit for review' })).toBeEnabled();
    // The answer is the new copy: the open form is not reloaded (which would drop the message).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.calls.filter((call) => call.path === '/api/me/projects/p1')).toHaveLength(1);
    expect(screen.getByText(/Withdrawn: it is a draft now/)).toBeInTheDocument();
  });

  it("a rejected one shows the reviewer's reason; submitting again saves the text first", async () => {
    const rejected = projectRecord({
      version: 2,
      status: 'rejected',
      rejectionReason: 'Add a wiring diagram.',
    });
    const { api, user } = renderSubmit('/dashboard/projects/submit?id=p1', {
      'GET /api/me/projects/p1': () => jsonResponse(200, rejected),
    });
    api.routes['PATCH /api/me/projects/p1'] = () => jsonResponse(200, { ...rejected, version: 3 });
    api.routes['POST /api/me/projects/p1/submit'] = () =>
      jsonResponse(200, projectRecord({ version: 4, status: 'pending' }));
    expect(await screen.findByText('Add a wiring diagram.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and submit for review' }));
    expect(await screen.findByText('Submitted for review again.')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.method !== 'GET').map((call) => call.method + ' ' + call.path),
    ).toEqual(['PATCH /api/me/projects/p1', 'POST /api/me/projects/p1/submit']);
    expect(sent(api, 'PATCH')[0]?.body).toMatchObject({ baseVersion: 2, title: 'Line Follower' });
    expect(sent(api, 'POST')[0]?.body).toEqual({ baseVersion: 3 });
  });

  it("someone else's project answers 404 and says so", async () => {
    renderSubmit('/dashboard/projects/submit?id=p7');
    expect(await screen.findByText('This project could not be opened')).toBeInTheDocument();
  });
});
