import type { ProjectDetail } from '@tinkerlabs/contract/projects';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { ProjectPreview } from './project-preview.tsx';

const item = (uniqueKey: string, name: string, price: number) => ({
  uniqueKey,
  name,
  price,
  currency: 'EUR',
  url: `https://parts.example/${uniqueKey}`,
  store: { slug: 'maker-parts', name: 'Maker Parts' },
});

const project: ProjectDetail = {
  slug: 'line-follower',
  title: 'Line Follower',
  summary: 'A small robot that follows a black line on the floor.',
  author: { id: 'u2', name: 'ada_lovelace' },
  publishedAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  difficulty: 'intermediate',
  estimatedHours: 6,
  coverImage: null,
  tags: [{ slug: 'robotics', name: 'Robotics' }],
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Wire the sensors first.' }] }],
  },
  headings: [],
  readingMinutes: 2,
  repositoryUrl: 'https://github.com/ada/line-follower',
  components: [
    { quantity: 2, note: 'with wheels', item: item('N20-100', 'N20 gearmotor', 6.5) },
    { quantity: 1, note: null, item: item('TCRT5000', 'Line sensor', 1.2) },
  ],
};

describe('ProjectPreview', () => {
  it('shows the project as its public page will: details, parts with the total, and the body', () => {
    renderPage(<ProjectPreview project={project} />);
    const preview = screen.getByRole('article', { name: 'Preview of Line Follower' });
    expect(preview).toHaveTextContent('Preview of /projects/line-follower');
    expect(within(preview).getByText('Intermediate')).toBeInTheDocument();
    expect(within(preview).getByText('About 6 hours to build')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: /Source code repository/ })).toHaveAttribute(
      'href',
      'https://github.com/ada/line-follower',
    );
    expect(within(preview).getByRole('heading', { level: 3, name: 'What you need' })).toBeInTheDocument();
    expect(within(preview).getByText('with wheels')).toBeInTheDocument();
    expect(preview).toHaveTextContent(/Parts total: €14\.20|Parts total: 14\.20/);
    expect(within(preview).getByText('Wire the sensors first.')).toBeInTheDocument();
    // The queue entry has the page's headings: the preview adds no h1.
    expect(within(preview).queryByRole('heading', { level: 1 })).toBeNull();
  });
});
