import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { ContentCard } from './content-card.tsx';

const card = (title: string, first?: boolean) => (
  <ContentCard
    to={`/articles/${title}`}
    title={title}
    summary="A summary."
    image={{ src: `/uploads/${title}.svg`, alt: `${title} cover`, kind: 'cover' }}
    first={first}
  />
);

it("fetches the first card's picture at once and first, the others lazily", () => {
  render(
    <MemoryRouter>
      {card('one', true)}
      {card('two')}
    </MemoryRouter>,
  );
  const first = screen.getByRole('img', { name: 'one cover' });
  expect(first).toHaveAttribute('loading', 'eager');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  const second = screen.getByRole('img', { name: 'two cover' });
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(second).not.toHaveAttribute('fetchpriority', 'high');
});
