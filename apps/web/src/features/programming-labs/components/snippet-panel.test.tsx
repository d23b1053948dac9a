import type { Snippet, SnippetSummary } from '@tinkerlabs/contract/snippets';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAuthChange } from '@/lib/auth/session-store.ts';
import { jsonResponse, memberViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { SnippetPanel } from './snippet-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const saved: Snippet = {
  id: '5b0c3a52-54a5-4a49-9a52-7f0a4c1f5f10',
  lab: 'python',
  name: 'My Q-learning',
  code: 'print("grid world")',
  updatedAt: '2026-11-27T10:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('SnippetPanel', () => {
  it('lists a snippet saved while the first list was still loading', async () => {
    const stored: SnippetSummary[] = [];
    let answerFirstList: () => void = () => {};
    let lists = 0;
    stubApi({
      'GET /api/auth/session': sessionAnswer(memberViewer),
      'GET /api/me/snippets': () => {
        lists += 1;
        const answer = jsonResponse(200, { items: [...stored] });
        // The first list is slow: it is read before the save and answers after it.
        if (lists === 1) return new Promise<Response>((resolve) => (answerFirstList = () => resolve(answer)));
        return answer;
      },
      'POST /api/me/snippets': () => {
        const { code: _code, createdAt: _createdAt, ...summary } = saved;
        stored.push(summary);
        return jsonResponse(201, saved);
      },
      [`GET /api/me/snippets/${saved.id}`]: () => jsonResponse(200, saved),
    });
    await announceAuthChange();
    const onOpen = vi.fn();
    const { user } = renderPage(<SnippetPanel lab="python" code={saved.code} onOpen={onOpen} />);

    await user.type(await screen.findByLabelText('Snippet name'), 'My Q-learning');
    await user.click(screen.getByRole('button', { name: 'Save snippet' }));
    await waitFor(() => expect(stored).toHaveLength(1));
    answerFirstList();
    await screen.findByText('Saved “My Q-learning”.');

    await user.selectOptions(
      screen.getByLabelText('My snippets'),
      await screen.findByRole('option', { name: 'My Q-learning' }),
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith('print("grid world")'));
    expect(screen.getByRole('status')).toHaveTextContent('Opened “My Q-learning”.');
  });
});
