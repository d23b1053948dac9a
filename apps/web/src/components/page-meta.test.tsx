import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { PageMeta } from './page-meta.tsx';

const head = (selector: string) => document.head.querySelector(selector);

describe('PageMeta', () => {
  it('sets the title, description, canonical URL (without the query) and OpenGraph tags', async () => {
    renderPage(<PageMeta title="Articles" description="Technical articles." type="article" />, {
      at: '/articles?tag=robotics&page=2',
    });
    await vi.waitFor(() => expect(document.title).toBe('Articles · TinkerLabs'));
    const url = `${window.location.origin}/articles`;
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Technical articles.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(head('meta[property="og:title"]')).toHaveAttribute('content', 'Articles · TinkerLabs');
    expect(head('meta[property="og:description"]')).toHaveAttribute('content', 'Technical articles.');
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(head('meta[property="og:url"]')).toHaveAttribute('content', url);
  });

  it('keeps the site name alone as the home page title', async () => {
    renderPage(<PageMeta title="TinkerLabs" />);
    await vi.waitFor(() => expect(document.title).toBe('TinkerLabs'));
    expect(head('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  });

  it('keeps error views out of search indexes', async () => {
    renderPage(<PageMeta title="Page not found" noIndex />, { at: '/nope' });
    await vi.waitFor(() => expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    expect(head('link[rel="canonical"]')).toBeNull();
  });
});
