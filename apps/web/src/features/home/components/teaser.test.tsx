import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { Teaser } from './teaser.tsx';

const teaser = (src: string) => (
  <Teaser
    to="/projects/line-follower"
    title="Line follower"
    details="Beginner"
    summary="Two sensors and a PID loop."
    image={{ src, alt: 'The line follower’s wiring' }}
  />
);

describe('Teaser', () => {
  it('shows a seed drawing in its dark variant in dark mode, as the list pages’ cards do', () => {
    renderPage(teaser('/uploads/line-follower.svg'));
    const picture = screen.getByRole('img', { name: 'The line follower’s wiring' });
    expect(picture.style.getPropertyValue('--dark-src')).toBe('url("/uploads/line-follower.svg#dark")');
    expect(picture).toHaveClass('dark:[content:var(--dark-src)]');
  });

  it('leaves a photo as it is', () => {
    renderPage(teaser('/uploads/photo.jpg'));
    const picture = screen.getByRole('img', { name: 'The line follower’s wiring' });
    expect(picture.style.getPropertyValue('--dark-src')).toBe('');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });
});
