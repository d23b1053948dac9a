import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { ArticleEditorForm } from './article-editor-form.tsx';

const draft: ArticleDraft = {
  id: 'a1',
  slug: 'servo-basics',
  title: 'Servo basics',
  summary: 'How a hobby servo holds its angle.',
  tags: [],
  coverImage: null,
  status: 'draft',
  version: 3,
  rejectionReason: null,
  author: { id: 'u1', name: 'ada_l' },
  readingMinutes: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  publishedAt: null,
  publicPath: null,
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A servo compares two signals.' }] }],
  },
  history: [],
};

const saveStatus = () => screen.getByText((_, element) => element?.hasAttribute('data-save-status') ?? false);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ArticleEditorForm save state', () => {
  it('says "Not saved yet" for a new article before anything is typed', async () => {
    stubApi();
    renderPage(<ArticleEditorForm initial={null} onCreated={() => undefined} />);
    await screen.findByRole('textbox', { name: 'Article text' });
    expect(saveStatus()).toHaveTextContent('Not saved yet');
  });

  it('after "Submit for review" shows the article saved and locked, and sends no save', async () => {
    // The autosave's pause runs on the fake clock (set before the editor starts, so it holds every
    // timer the editor makes); shouldAdvanceTime keeps it moving for the clicks and findBy… meanwhile.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'POST /api/me/articles/a1/submit': () => jsonResponse(200, { ...draft, status: 'pending', version: 4 }),
    });
    const { user } = renderPage(<ArticleEditorForm initial={draft} onCreated={() => undefined} />);
    expect(saveStatus()).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await screen.findByRole('button', { name: 'Withdraw from review' });
    // Autosave waits 2 s after a change: past that, it would have sent one if it thought there was one.
    await act(() => vi.advanceTimersByTimeAsync(2500));
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/me/articles/a1/submit']);
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Saved · locked while in review'));
  });
});
