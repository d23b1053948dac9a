import type { ArticleSummary } from '@tinkerlabs/contract/articles';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, sampleArticle } from '@/testing/content-fixtures.ts';
import { errorResponse, jsonResponse, stubApi, type ApiCall, type FakeRoute } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { ArticleList } from './article-list.tsx';

const articles: ArticleSummary[] = Array.from({ length: 8 }, (_, index) => ({
  ...sampleArticle,
  slug: `article-${index + 1}`,
  title: `Article ${index + 1}`,
}));

/** The API: six articles a page, filtered by nothing (the test checks what was asked for). */
function answerArticles({ search }: ApiCall) {
  const query = new URLSearchParams(search);
  const current = Number(query.get('page') ?? 1);
  const size = Number(query.get('pageSize'));
  const items = query.get('q') === 'nothing' ? [] : articles;
  return jsonResponse(
    200,
    page(items.slice((current - 1) * size, current * size), {
      page: current,
      pageSize: size,
      total: items.length,
    }),
  );
}

function renderList(at = '/articles', articleRoute: FakeRoute = answerArticles) {
  const api = stubApi({
    'GET /api/articles': articleRoute,
    'GET /api/tags': () =>
      jsonResponse(200, {
        items: [
          { slug: 'control-systems', name: 'Control Systems', description: '' },
          { slug: 'robotics', name: 'Robotics', description: '' },
        ],
      }),
  });
  const rendered = renderPage(<ArticleList />, { at, path: '/articles' });
  const lastArticleQuery = () =>
    new URLSearchParams(api.calls.filter((call) => call.path === '/api/articles').at(-1)?.search);
  return { ...rendered, api, lastArticleQuery };
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ArticleList', () => {
  it('shows a loading state, then the first page with a count, and links to the next pages', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
    expect(await screen.findByText('8 articles · page 1 of 2')).toBeInTheDocument();
    expect(titles()).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5', 'Article 6']);
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/articles?page=2');
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/articles?page=2');
    expect(within(pages).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
  });

  it('reads the page and filters from the address and asks the API for them', async () => {
    const { lastArticleQuery } = renderList('/articles?q=kalman&tag=robotics&page=2');
    expect(await screen.findByText('8 articles · page 2 of 2')).toBeInTheDocument();
    expect(titles()).toEqual(['Article 7', 'Article 8']);
    expect(Object.fromEntries(lastArticleQuery())).toEqual({
      q: 'kalman',
      tag: 'robotics',
      page: '2',
      pageSize: '6',
    });
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('kalman');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('robotics');
    const pages = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/articles?q=kalman&tag=robotics',
    );
  });

  it('puts a search into the address, back on page 1, keeping the topic', async () => {
    const { user, router, lastArticleQuery } = renderList('/articles?tag=robotics&page=2');
    await screen.findByText('8 articles · page 2 of 2');
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'pid gains{Enter}');
    expect(router.state.location.search).toBe('?tag=robotics&q=pid+gains');
    await vi.waitFor(() => expect(lastArticleQuery().get('q')).toBe('pid gains'));
    expect(lastArticleQuery().get('page')).toBe('1');
  });

  it('filters by topic through the address, and clears the filter with "All topics"', async () => {
    const { user, router } = renderList('/articles?page=2');
    await screen.findByText('8 articles · page 2 of 2');
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    await screen.findByRole('option', { name: 'Control Systems' });
    await user.selectOptions(topic, 'control-systems');
    expect(router.state.location.search).toBe('?tag=control-systems');
    await user.selectOptions(topic, '');
    expect(router.state.location.search).toBe('');
  });

  it('follows the back button: the list shows the filters of the address', async () => {
    const { user, router } = renderList('/articles');
    await screen.findByText('8 articles · page 1 of 2');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('8 articles · page 2 of 2')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('8 articles · page 1 of 2')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderList('/articles?q=nothing');
    expect(await screen.findByText('No articles match.')).toBeInTheDocument();
    expect(screen.getByText('0 articles')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { api, user } = renderList('/articles', () =>
      errorResponse(500, 'internal', 'The database did not answer in time.'),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The articles could not be loaded.');
    expect(alert).toHaveTextContent('The database did not answer in time.');
    api.routes['GET /api/articles'] = answerArticles;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('8 articles · page 1 of 2')).toBeInTheDocument();
  });

  it('follows the cursor past the numbered pages, keeping the filters', async () => {
    // A list of 60 000: page 50 is the last with a number; its Next goes by the cursor to page 51.
    const paged = (current: number, nextCursor: string | null) => () =>
      jsonResponse(200, {
        ...page(articles.slice(0, 6), { page: current, pageSize: 6, total: 60_000 }),
        nextCursor,
      });
    const nav = () => screen.getByRole('navigation', { name: 'Pages of articles' });

    renderList('/articles?tag=robotics&page=49', paged(49, 'c50'));
    expect(await screen.findByText('60000 articles · page 49 of 10000')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/articles?tag=robotics&page=50',
    );
    expect(within(nav()).queryByRole('link', { name: 'Page 10000' })).toBeNull();
    cleanup();

    renderList('/articles?tag=robotics&page=50', paged(50, 'c51'));
    expect(await screen.findByText('60000 articles · page 50 of 10000')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/articles?tag=robotics&after=c51',
    );
    cleanup();

    const at51 = renderList('/articles?tag=robotics&after=c51', paged(51, 'c52'));
    expect(await screen.findByText('60000 articles · page 51 of 10000')).toBeInTheDocument();
    expect(at51.lastArticleQuery().get('after')).toBe('c51');
    expect(within(nav()).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/articles?tag=robotics&after=c52',
    );
    expect(within(nav()).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/articles?tag=robotics&page=50',
    );
    expect(within(nav()).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/articles?tag=robotics',
    );
    cleanup();

    renderList('/articles?after=c52', paged(52, null));
    expect(await screen.findByText('60000 articles · page 52 of 10000')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: /Next|Previous/ })).toBeNull();
  });
});
