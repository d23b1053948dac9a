import type { LabLesson } from '@tinkerlabs/contract/lab-lessons';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { LearnTheory } from './learn-the-theory.tsx';

const lesson = (slug: string, title: string): LabLesson => ({
  slug,
  title,
  summary: `About ${title}.`,
  domain: { slug: 'robot-arm-kinematics', title: 'Robot arm kinematics' },
});

afterEach(() => vi.unstubAllGlobals());

describe('LearnTheory', () => {
  it('asks for the lessons of the lab at the page’s address and links to each', async () => {
    const api = stubApi({
      'GET /api/labs/lessons': () =>
        jsonResponse(200, {
          lab: '/simulations/ScaraRobot',
          lessons: [
            lesson('scara-ik', 'Inverse kinematics of the SCARA'),
            lesson('jacobian', 'The Jacobian'),
          ],
        }),
    });
    renderPage(<LearnTheory />, { at: '/simulations/ScaraRobot?j1=30' });
    const card = screen.getByRole('region', { name: 'Learn the theory' });
    const link = await within(card).findByRole('link', { name: 'Inverse kinematics of the SCARA' });
    expect(link).toHaveAttribute('href', '/learninghub/robot-arm-kinematics/scara-ik');
    expect(card).toHaveTextContent('The 2 lessons that use this lab.');
    expect(card).toHaveTextContent('Robot arm kinematics');
    expect(api.calls[0]?.search).toBe('?lab=%2Fsimulations%2FScaraRobot');
  });

  it('lists four lessons, and the others behind "… more lessons"', async () => {
    stubApi({
      'GET /api/labs/lessons': () =>
        jsonResponse(200, {
          lab: '/labs/programming/python',
          lessons: ['a', 'b', 'c', 'd', 'e', 'f'].map((slug) => lesson(slug, `Lesson ${slug}`)),
        }),
    });
    const { user } = renderPage(<LearnTheory />, { at: '/labs/programming/python' });
    const more = await screen.findByText('2 more lessons');
    const hidden = screen.getByRole('link', { name: 'Lesson f', hidden: true });
    expect(hidden).not.toBeVisible();
    await user.click(more);
    expect(hidden).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('says so when no lesson uses the lab, with the way to the Learning Hub', async () => {
    stubApi({
      'GET /api/labs/lessons': () => jsonResponse(200, { lab: '/labs/simulators/rl', lessons: [] }),
    });
    renderPage(<LearnTheory />, { at: '/labs/simulators/rl' });
    expect(await screen.findByText(/No lesson uses this lab yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learning Hub' })).toHaveAttribute('href', '/learninghub');
  });

  it('offers to try again when the lessons could not be loaded', async () => {
    stubApi({
      'GET /api/labs/lessons': () =>
        errorResponse(503, 'service_unavailable', 'The database is unavailable.'),
    });
    renderPage(<LearnTheory />, { at: '/labs/simulators/rl' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The lessons could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('draws nothing on a page that is not a lab', () => {
    const api = stubApi();
    renderPage(<LearnTheory />, { at: '/articles' });
    expect(screen.queryByRole('region', { name: 'Learn the theory' })).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
