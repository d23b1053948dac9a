import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { SuggestSubmissionPage } from './suggest-submission-page.tsx';
import {
  changeMyWidgetStatus,
  createWidget,
  myWidgetQuery,
  widget,
  widgetKind,
} from '@/testing/widget-kind.ts';

afterEach(() => vi.unstubAllGlobals());

const texts = {
  suggestTitle: 'Suggest a Widget',
  editTitle: 'Edit your widget suggestion',
  intro: 'A widget the community should know about.',
  anotherLabel: 'Suggest another widget',
  publishedLinkLabel: 'See it on the widgets page',
};

const renderSuggestPage = (at = '/dashboard/widgets/suggest') =>
  renderPage(
    <SuggestSubmissionPage
      kind={widgetKind}
      emptyValues={{ name: '' }}
      create={createWidget}
      ownQuery={myWidgetQuery}
      changeStatus={changeMyWidgetStatus}
      texts={texts}
    />,
    { at },
  );

describe('SuggestSubmissionPage', () => {
  it('sends a new suggestion, confirms it, and starts an empty form for another', async () => {
    const api = stubApi({ 'POST /api/me/widgets': () => jsonResponse(201, widget()) });
    const { user } = renderSuggestPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suggest a Widget');
    await user.type(screen.getByLabelText('Name'), 'Blue widget');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Thank you: Blue widget is waiting for review')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', body: { name: 'Blue widget' } });
    await user.click(screen.getByRole('button', { name: 'Suggest another widget' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('edits the member’s own suggestion (?id=), withdraws it and sends it again', async () => {
    const api = stubApi({
      'GET /api/me/widgets/w1': () => jsonResponse(200, widget()),
      'POST /api/me/widgets/w1/withdraw': () => jsonResponse(200, widget({ status: 'draft', version: 4 })),
      'POST /api/me/widgets/w1/submit': () =>
        errorResponse(409, 'conflict', 'It changed meanwhile. Reload the page.'),
    });
    const { user } = renderSuggestPage('/dashboard/widgets/suggest?id=w1');
    expect(await screen.findByLabelText('Name')).toHaveValue('Blue widget');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit your widget suggestion');
    await user.click(screen.getByRole('button', { name: 'Withdraw from review' }));
    await user.click(await screen.findByRole('button', { name: 'Send for review again' }));
    expect(api.calls.at(-2)).toMatchObject({ path: '/api/me/widgets/w1/withdraw', body: { baseVersion: 3 } });
    expect(api.calls.at(-1)).toMatchObject({ path: '/api/me/widgets/w1/submit', body: { baseVersion: 4 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('It changed meanwhile. Reload the page.');
  });

  it('offers no form for a published suggestion, only its public page', async () => {
    stubApi({
      'GET /api/me/widgets/w1': () =>
        jsonResponse(200, widget({ status: 'approved', publicPath: '/widgets/blue-widget' })),
    });
    renderSuggestPage('/dashboard/widgets/suggest?id=w1');
    expect(
      await screen.findByText(/Blue widget is published, so only an administrator changes it now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the widgets page' })).toHaveAttribute(
      'href',
      '/widgets/blue-widget',
    );
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /review/ })).not.toBeInTheDocument();
  });

  it('says so when the suggestion is not the member’s or is gone', async () => {
    stubApi();
    renderSuggestPage('/dashboard/widgets/suggest?id=w404');
    expect(await screen.findByText('This suggestion was not found')).toBeInTheDocument();
  });
});
