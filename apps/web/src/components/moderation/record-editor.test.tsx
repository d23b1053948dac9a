import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { RecordEditor } from './record-editor.tsx';
import { widget, widgetKind } from '@/testing/widget-kind.ts';

afterEach(() => vi.unstubAllGlobals());

const theirs = widget({
  version: 5,
  name: 'Green widget',
  history: [
    {
      action: 'edited',
      actor: { id: 'u9', name: 'Grace' },
      at: '2026-11-21T10:00:00.000Z',
      version: 5,
      reason: null,
      changedFields: ['name'],
    },
  ],
});
const stale = () =>
  jsonResponse(409, {
    error: { code: 'conflict', kind: 'stale_version', message: 'Changed meanwhile.', current: theirs },
  });

function renderEditor() {
  const onSaved = vi.fn();
  const onReloaded = vi.fn();
  const rendered = renderPage(
    <RecordEditor
      kind={widgetKind}
      record={widget()}
      scope="me"
      submitLabel="Save changes"
      onSaved={onSaved}
      onReloaded={onReloaded}
    />,
  );
  return { ...rendered, onSaved, onReloaded };
}

async function saveAs(user: ReturnType<typeof renderPage>['user'], name: string) {
  const field = screen.getByLabelText('Name');
  await user.clear(field);
  await user.type(field, name);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  return screen.findByRole('alertdialog', { name: 'Someone else changed this meanwhile' });
}

describe('RecordEditor', () => {
  it('shows the server’s copy on a stale save, and loads it when asked', async () => {
    const api = stubApi({ 'PATCH /api/me/widgets/w1': stale });
    const { user, onSaved, onReloaded } = renderEditor();
    const dialog = await saveAs(user, 'Red widget');
    expect(api.calls.at(-1)?.body).toEqual({ name: 'Red widget', baseVersion: 3 });
    expect(dialog).toHaveTextContent('You edited version 3; the saved copy is now version 5.');
    expect(dialog).toHaveTextContent('NameGreen widget');
    expect(dialog).toHaveTextContent('Statuspending');
    expect(dialog).toHaveTextContent('Changed: name');
    await user.click(screen.getByRole('button', { name: 'Load the saved version' }));
    expect(onReloaded).toHaveBeenCalledWith(theirs);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the typed values and saves them over the newer copy', async () => {
    const api = stubApi({ 'PATCH /api/me/widgets/w1': stale });
    const { user, onSaved } = renderEditor();
    await saveAs(user, 'Red widget');
    const saved = widget({ version: 6, name: 'Red widget' });
    api.routes['PATCH /api/me/widgets/w1'] = () => jsonResponse(200, saved);
    await user.click(screen.getByRole('button', { name: 'Keep mine and save' }));
    expect(api.calls.at(-1)?.body).toEqual({ name: 'Red widget', baseVersion: 5 });
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says why keeping the typed values failed, and keeps them in the form', async () => {
    const api = stubApi({ 'PATCH /api/me/widgets/w1': stale });
    const { user, onSaved } = renderEditor();
    await saveAs(user, 'Red widget');
    api.routes['PATCH /api/me/widgets/w1'] = () => errorResponse(403, 'forbidden', 'It is published now.');
    await user.click(screen.getByRole('button', { name: 'Keep mine and save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It is published now.');
    expect(screen.getByLabelText('Name')).toHaveValue('Red widget');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
