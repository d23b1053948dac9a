import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { HomeSection } from './home-section.tsx';

function renderSection(items: Promise<string[]>) {
  return renderPage(
    <HomeSection
      id="latest-articles"
      title="Latest articles"
      more={{ to: '/articles', label: 'All articles' }}
      items={items}
    >
      {(titles) => titles.map((title) => <li key={title}>{title}</li>)}
    </HomeSection>,
  );
}

describe('HomeSection', () => {
  it('shows placeholders while its items are on the way, then the items, with a link to the whole list', async () => {
    let resolve!: (items: string[]) => void;
    renderSection(new Promise((done) => (resolve = done)));
    expect(screen.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading latest articles…');
    expect(screen.getByRole('link', { name: /All articles/ })).toHaveAttribute('href', '/articles');
    resolve(['PID control explained', 'The Kalman filter']);
    expect(await screen.findByText('PID control explained')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when nothing is published', async () => {
    renderSection(Promise.resolve([]));
    expect(await screen.findByText('Nothing is published here yet.')).toBeInTheDocument();
  });

  it('says when the items could not be loaded, with a way to try again', async () => {
    const failed = Promise.reject(new Error('offline'));
    failed.catch(() => undefined);
    renderSection(failed);
    expect(await screen.findByRole('alert')).toHaveTextContent('Latest articles could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
