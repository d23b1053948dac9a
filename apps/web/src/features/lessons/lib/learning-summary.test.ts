import type { ProgressRecord } from '@tinkerlabs/contract/learning-progress';
import { describe, expect, it } from 'vitest';
import {
  dayStreak,
  domainProgress,
  exercisesDone,
  recentActivity,
  topicPath,
  topicState,
} from './learning-summary.ts';
import { progressKey } from './progress-store.ts';

const mdps = '/learninghub/rl/mdps';

function record(
  page: string,
  exerciseId: string,
  { attempts = 1, completedAt = null, updatedAt = '2026-03-10T12:00:00.000Z' }: Partial<ProgressRecord> = {},
): ProgressRecord {
  return { page, exerciseId, attempts, completedAt, updatedAt };
}

const done = (page: string, exerciseId: string, at = '2026-03-10T12:00:00.000Z') =>
  record(page, exerciseId, { completedAt: at, updatedAt: at });

function records(...list: ProgressRecord[]): Map<string, ProgressRecord> {
  return new Map(list.map((r) => [progressKey(r.page, r.exerciseId), r]));
}

describe('exercisesDone', () => {
  it('counts the page’s exercises that were completed, not those only attempted', () => {
    const mine = records(done(mdps, 'a'), record(mdps, 'b', { attempts: 4 }), done(mdps, 'c'));
    expect(exercisesDone(mine, mdps, ['a', 'b', 'c'])).toBe(2);
    expect(exercisesDone(mine, mdps, ['b'])).toBe(0);
    expect(exercisesDone(mine, mdps, [])).toBe(0);
  });

  it('counts only the exercises of that page and of the list', () => {
    const mine = records(done('/learninghub/rl/bandits', 'a'), done(mdps, 'gone'));
    expect(exercisesDone(mine, mdps, ['a', 'b'])).toBe(0);
  });
});

describe('topicState', () => {
  it('is not started without any record of its exercises', () => {
    expect(topicState(records(), mdps, ['a', 'b'])).toBe('not-started');
    expect(topicState(records(done('/learninghub/rl/other', 'a')), mdps, ['a'])).toBe('not-started');
  });

  it('is in progress once any exercise was attempted, or some but not all are done', () => {
    expect(topicState(records(record(mdps, 'b')), mdps, ['a', 'b'])).toBe('in-progress');
    expect(topicState(records(done(mdps, 'a')), mdps, ['a', 'b'])).toBe('in-progress');
  });

  it('is completed when every exercise is done', () => {
    expect(topicState(records(done(mdps, 'a'), done(mdps, 'b')), mdps, ['a', 'b'])).toBe('completed');
  });

  it('is never completed without exercises', () => {
    expect(topicState(records(done(mdps, 'a')), mdps, [])).toBe('not-started');
  });
});

describe('domainProgress', () => {
  const topics = [
    { slug: 'mdps', exerciseIds: ['a', 'b'] },
    { slug: 'bandits', exerciseIds: ['c'] },
    { slug: 'reading', exerciseIds: [] },
  ];

  it('builds the topic’s page from the domain and topic slugs', () => {
    expect(topicPath('rl', 'mdps')).toBe(mdps);
  });

  it('is not started and nothing completed without records', () => {
    expect(domainProgress(records(), 'rl', topics)).toEqual({ completed: 0, total: 3, started: false });
  });

  it('counts completed topics and says it was started once any topic was', () => {
    expect(domainProgress(records(record(mdps, 'a')), 'rl', topics)).toEqual({
      completed: 0,
      total: 3,
      started: true,
    });
    const mine = records(done(mdps, 'a'), done(mdps, 'b'), record('/learninghub/rl/bandits', 'c'));
    expect(domainProgress(mine, 'rl', topics)).toEqual({ completed: 1, total: 3, started: true });
    mine.set(progressKey('/learninghub/rl/bandits', 'c'), done('/learninghub/rl/bandits', 'c'));
    expect(domainProgress(mine, 'rl', topics)).toEqual({ completed: 2, total: 3, started: true });
  });

  it('looks at the pages of its own domain only', () => {
    const elsewhere = records(
      done('/learninghub/robotics/mdps', 'a'),
      done('/learninghub/robotics/mdps', 'b'),
    );
    expect(domainProgress(elsewhere, 'rl', topics)).toEqual({ completed: 0, total: 3, started: false });
  });
});

describe('dayStreak', () => {
  // Local times: the streak counts the learner's own days.
  const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);
  const activeAt = (...dates: Date[]) =>
    records(...dates.map((date, i) => record(mdps, `e${i}`, { updatedAt: date.toISOString() })));

  it('is zero without records', () => {
    expect(dayStreak(records(), at(10, 12))).toBe(0);
  });

  it('counts today once however many answers were checked', () => {
    expect(dayStreak(activeAt(at(10, 8), at(10, 9), at(10, 21)), at(10, 22))).toBe(1);
  });

  it('counts days in a row across midnight', () => {
    const late = at(9, 23, 55);
    const early = at(10, 0, 5);
    expect(dayStreak(activeAt(late, early), at(10, 0, 10))).toBe(2);
    // Ten minutes apart but on one side of midnight only: one day.
    expect(dayStreak(activeAt(at(10, 0, 1), at(10, 0, 11)), at(10, 23, 59))).toBe(1);
  });

  it('still counts a streak ending yesterday, before today’s first answer', () => {
    expect(dayStreak(activeAt(at(8, 12), at(9, 12)), at(10, 7))).toBe(2);
  });

  it('stops at a day without answers', () => {
    // The 7th is missing: only the 8th to the 10th count.
    const dates = [at(5, 12), at(6, 12), at(8, 12), at(9, 12), at(10, 12)];
    expect(dayStreak(activeAt(...dates), at(10, 18))).toBe(3);
  });

  it('is zero when the last answer was two days ago', () => {
    expect(dayStreak(activeAt(at(7, 12), at(8, 23, 59)), at(10, 0, 1))).toBe(0);
  });

  it('counts across the end of a month', () => {
    const april = new Date(2026, 3, 1, 9);
    expect(dayStreak(activeAt(at(30, 12), at(31, 12), april), new Date(2026, 3, 1, 10))).toBe(3);
  });
});

describe('recentActivity', () => {
  const at = (minute: number) => `2026-03-10T12:${String(minute).padStart(2, '0')}:00.000Z`;

  it('lists the latest records first', () => {
    const mine = records(
      record(mdps, 'old', { updatedAt: at(1) }),
      record(mdps, 'newest', { updatedAt: at(30) }),
      record(mdps, 'middle', { updatedAt: at(15) }),
    );
    expect(recentActivity(mine).map((r) => r.exerciseId)).toEqual(['newest', 'middle', 'old']);
  });

  it('keeps at most eight, or the limit given', () => {
    const many = records(
      ...Array.from({ length: 12 }, (_, i) => record(mdps, `e${i}`, { updatedAt: at(i) })),
    );
    const recent = recentActivity(many);
    expect(recent.map((r) => r.exerciseId)).toEqual(['e11', 'e10', 'e9', 'e8', 'e7', 'e6', 'e5', 'e4']);
    expect(recentActivity(many, 2).map((r) => r.exerciseId)).toEqual(['e11', 'e10']);
    expect(recentActivity(records())).toEqual([]);
  });
});
