import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { type AdminEditOptions, AdminRecordEditPage } from './admin-record-edit-page.tsx';
import {
  adminWidgetQuery,
  deleteWidget,
  widget,
  widgetKind,
  type WidgetRecord,
  type WidgetValues,
} from '@/testing/widget-kind.ts';

afterEach(() => vi.unstubAllGlobals());

const options: AdminEditOptions<WidgetRecord, WidgetValues> = {
  kind: widgetKind,
  adminQuery: adminWidgetQuery,
  keyOf: (record) => record.slug,
  editPath: (slug) => `/dashboard/widgets/${slug}/edit`,
  listPath: '/dashboard/widgets',
  listQueryKey: ['admin', 'widgets', 'list'],
  deleteRecord: deleteWidget,
  texts: {
    heading: 'Edit widget',
    loading: 'Loading the widget',
    notFound: 'No widget has this address',
    loadFailed: 'The widget could not be loaded',
    deleteLabel: 'Delete widget…',
    deleteFailed: 'The widget could not be deleted.',
    deletePublished: 'Its public page disappears.',
  },
};

const renderEditPage = (slug = 'blue-widget') =>
  renderPage(<AdminRecordEditPage routeKey={slug} {...options} />, { at: `/dashboard/widgets/${slug}/edit` });

describe('AdminRecordEditPage', () => {
  it('says so when no record has the address', async () => {
    stubApi();
    renderEditPage('nothing-here');
    expect(await screen.findByText('No widget has this address')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit widget$/);
  });

  it('saves with the loaded version, confirms it, and follows a changed address', async () => {
    const api = stubApi({
      'GET /api/admin/widgets/by-slug/blue-widget': () => jsonResponse(200, widget()),
      'PATCH /api/admin/widgets/w1': () => jsonResponse(200, widget({ version: 4, name: 'Red widget' })),
    });
    const { user, router } = renderEditPage();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit widget: Blue widget');
    await user.clear(name);
    await user.type(name, 'Red widget');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved as version 4.')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { name: 'Red widget', baseVersion: 3 } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit widget: Red widget');
    expect(router.state.location.pathname).toBe('/dashboard/widgets/blue-widget/edit');

    api.routes['PATCH /api/admin/widgets/w1'] = () =>
      jsonResponse(200, widget({ version: 5, name: 'Red widget', slug: 'red-widget' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { baseVersion: 4 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/widgets/red-widget/edit'));
  });

  it('lists what refers to the record when deletion is refused, and deletes nothing', async () => {
    stubApi({
      'GET /api/admin/widgets/by-slug/blue-widget': () => jsonResponse(200, widget({ status: 'approved' })),
      'DELETE /api/admin/widgets/w1': () =>
        jsonResponse(409, {
          error: {
            code: 'conflict',
            kind: 'in_use',
            message: 'Projects list this widget.',
            usedBy: [{ kind: 'project', title: 'Line follower', path: '/projects/line-follower' }],
          },
        }),
    });
    const { user, router } = renderEditPage();
    await user.click(await screen.findByRole('button', { name: 'Delete widget…' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Blue widget”?' });
    expect(dialog).toHaveTextContent('Its public page disappears.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Projects list this widget.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Line follower' })).toHaveAttribute(
      'href',
      '/projects/line-follower',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/dashboard/widgets/blue-widget/edit');
  });

  it('goes back to the list once deleted', async () => {
    stubApi({
      'GET /api/admin/widgets/by-slug/blue-widget': () => jsonResponse(200, widget()),
      'DELETE /api/admin/widgets/w1': () => new Response(null, { status: 204 }),
    });
    const { user, router } = renderEditPage();
    await user.click(await screen.findByRole('button', { name: 'Delete widget…' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'The suggestion is removed. This cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/widgets'));
  });
});
