import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { TiptapEditorHTMLElement } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEditorLayout } from '@/components/rich-text-editor/layout-stubs.ts';
import { jsonResponse, stubApi, type ApiCall } from '@/testing/fake-api.ts';
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

stubEditorLayout();

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

/** The server's answer to a save: the draft with the saved fields and the next version. */
function savedDraft(call: ApiCall, version: number): Response {
  const fields = call.body as Partial<ArticleDraft>;
  return jsonResponse(200, { ...draft, ...fields, tags: [], version });
}

const articleText = () => screen.getByRole('textbox', { name: 'Article text' });
const editorOf = (text: HTMLElement) => (text as TiptapEditorHTMLElement).editor!;
const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('ArticleEditorForm layout', () => {
  it('puts the title and the text first, and the details (slug, summary, tags, cover) after them', async () => {
    stubApi();
    const { user } = renderPage(<ArticleEditorForm initial={null} onCreated={() => undefined} />);
    const title = screen.getByRole('textbox', { name: 'Title' });
    const text = articleText();
    const details = screen.getByRole('group', { name: 'Details' });
    expect(follows(title, text)).toBe(true);
    expect(follows(text, details)).toBe(true);
    for (const field of [
      within(details).getByRole('textbox', { name: 'Address (slug)' }),
      within(details).getByRole('textbox', { name: 'Summary' }),
      within(details).getByRole('group', { name: /^Tags/ }),
      within(details).getByText('Upload cover'),
    ])
      expect(follows(text, field)).toBe(true);
    expect(text).toHaveAttribute('aria-placeholder', 'Write your article…');

    // The slug still follows the title.
    await user.type(title, 'Servo 1');
    expect(within(details).getByRole('textbox', { name: 'Address (slug)' })).toHaveValue('servo-1');
  });
});

describe('ArticleEditorForm preview', () => {
  const withMaths: ArticleDraft = {
    ...draft,
    body: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Holding an angle' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'The error is ' },
            { type: 'mathInline', attrs: { expression: 'e = r - y' } },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  };

  it('shows the unsaved draft as its page will, and Edit returns to the text with its caret', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'PATCH /api/me/articles/a1': (call) => savedDraft(call, 4) });
    const { user } = renderPage(<ArticleEditorForm initial={withMaths} onCreated={() => undefined} />);
    const editor = editorOf(articleText());
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' 2');
    editor.commands.setTextSelection(5);

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Servo basics 2' })).toBeVisible();
    expect(within(preview).getByRole('heading', { level: 2, name: 'Holding an angle' })).toBeVisible();
    expect(within(preview).getByText('How a hobby servo holds its angle.')).toBeVisible();
    expect(preview.querySelector('.rich-text .math-inline')).toHaveTextContent('e = r - y');
    expect(screen.queryByRole('textbox', { name: 'Article text' })).not.toBeInTheDocument();

    // The autosave goes on while the preview shows.
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: 'Servo basics 2',
    });

    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    expect(screen.queryByRole('tabpanel', { name: 'Preview' })).not.toBeInTheDocument();
    expect(articleText()).toHaveTextContent('Holding an angleThe error is');
    expect(editorOf(articleText())).toBe(editor);
    expect(editor.state.selection.from).toBe(5);
  });

  it('switches with the arrow keys, as tabs do', async () => {
    stubApi();
    const { user } = renderPage(<ArticleEditorForm initial={withMaths} onCreated={() => undefined} />);
    await user.click(screen.getByRole('tab', { name: 'Edit' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Preview' })).toBeVisible();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('ArticleEditorForm submit for review', () => {
  const blank: ArticleDraft = {
    ...draft,
    title: '',
    slug: 'untitled',
    summary: '',
    body: { type: 'doc', content: [{ type: 'paragraph' }] },
  };
  const submit = () => screen.getByRole('button', { name: 'Submit for review' });

  it('says what is missing beside the held-back button, and takes the author there', async () => {
    let version = 3;
    const api = stubApi({ 'PATCH /api/me/articles/a1': (call) => savedDraft(call, ++version) });
    const { user } = renderPage(<ArticleEditorForm initial={blank} onCreated={() => undefined} />);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAccessibleDescription(
      'Add a title, some text and a summary (under Details) to submit.',
    );

    // Pressed anyway: nothing is sent, and focus goes to the first field missing.
    await user.click(submit());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.keyboard('Servos');
    expect(submit()).toHaveAccessibleDescription('Add some text and a summary (under Details) to submit.');

    await user.click(submit());
    // TipTap focuses the text in the next animation frame.
    await waitFor(() => expect(articleText()).toHaveFocus());
    await user.type(articleText(), 'Gears.');
    expect(submit()).toHaveAccessibleDescription('Add a summary (under Details) to submit.');

    // From the preview too: back to the Edit view, at the field.
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    await user.click(submit());
    expect(screen.getByRole('tab', { name: 'Edit' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveFocus();
    await user.keyboard('How.');

    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(submit()).not.toHaveAccessibleDescription();
    expect(api.calls.filter((call) => call.path.endsWith('/submit'))).toEqual([]);
  });

  it('holds back a complete draft while a save is refused, and says so', async () => {
    const api = stubApi({
      'PATCH /api/me/articles/a1': () =>
        jsonResponse(422, {
          error: { code: 'validation_failed', message: 'That address is taken.', fields: {} },
        }),
    });
    const { user } = renderPage(<ArticleEditorForm initial={draft} onCreated={() => undefined} />);
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), '!');
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true), {
      timeout: 5000,
    });
    await waitFor(() =>
      expect(submit()).toHaveAccessibleDescription('The draft has to be saved before it is submitted.'),
    );
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });
});
