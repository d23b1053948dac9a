import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { DocumentPage } from './document-page.tsx';
import { PreviewFrame } from './preview-frame.tsx';

const page = (
  <DocumentPage
    trail={[{ to: '/articles', label: 'Articles' }]}
    title="Spring energy"
    lead="Where it comes from."
    headings={[]}
    body={{ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Body' }] }] }}
  />
);

describe('DocumentPage in a preview', () => {
  it('is the page’s h1 on its own page', () => {
    renderPage(page);
    expect(screen.getByRole('heading', { level: 1, name: 'Spring energy' })).toBeInTheDocument();
  });

  it('leaves the h1 and the document title to the page that shows the preview', () => {
    document.title = 'Review Articles · TinkerLabs';
    renderPage(<PreviewFrame>{page}</PreviewFrame>);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Spring energy' })).toBeInTheDocument();
    expect(document.title).toBe('Review Articles · TinkerLabs');
  });
});
