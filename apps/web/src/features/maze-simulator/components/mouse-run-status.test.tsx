import type { StatsSnapshot } from '@tinkerlabs/maze/mms/mms-stats';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommandLog } from './command-log.tsx';
import { describeMouseRun } from '../lib/run-summary.ts';
import { StatsPanel } from './stats-panel.tsx';

const exploring: StatsSnapshot = {
  totalDistance: 40,
  totalTurns: 12,
  totalEffectiveDistance: 40,
  currentRunDistance: 40,
  currentRunTurns: 12,
  currentRunEffectiveDistance: 40,
  bestRunDistance: null,
  bestRunTurns: null,
  bestRunEffectiveDistance: null,
  score: 2000,
};
const atGoal: StatsSnapshot = {
  ...exploring,
  bestRunDistance: 184,
  bestRunTurns: 40,
  bestRunEffectiveDistance: 150,
  score: 213.5,
};

describe('the maze run’s announcements', () => {
  it('says "Running…" while the mouse explores, however the statistics change', () => {
    expect(describeMouseRun('playing', null, exploring)).toBe('Running…');
    expect(describeMouseRun('playing', null, { ...exploring, totalDistance: 90, totalTurns: 30 })).toBe(
      'Running…',
    );
  });

  it('says when the mouse reaches the goal, and not again until it finds a better run', () => {
    const text = 'Running: the mouse reached the goal, best run 184 half cells and 40 turns.';
    expect(describeMouseRun('playing', null, atGoal)).toBe(text);
    // The totals (and the score with them) go on changing every move: the sentence does not.
    expect(describeMouseRun('playing', null, { ...atGoal, totalDistance: 400, score: 250 })).toBe(text);
  });

  it('sums the run up when it ends or is stopped', () => {
    expect(describeMouseRun('finished', { status: 'finished' }, atGoal)).toBe(
      'Finished: the program ended. Best run 184 half cells and 40 turns; score 213.5.',
    );
    expect(describeMouseRun('finished', { status: 'stopped' }, exploring)).toBe(
      'Stopped. No run reached the goal.',
    );
  });

  it('keeps the per-move statistics and the command log out of the screen reader’s way', () => {
    render(
      <>
        <StatsPanel stats={atGoal} />
        <CommandLog entries={[{ kind: 'command', command: 'moveForward', answer: 'ack' }]} commands={1} />
      </>,
    );
    const score = screen.getByLabelText('Score');
    expect(score.tagName).toBe('OUTPUT');
    expect(score).toHaveAttribute('aria-live', 'off');
    for (const output of document.querySelectorAll('output'))
      expect(output).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('log', { name: 'Commands' })).toHaveAttribute('aria-live', 'off');
  });
});
