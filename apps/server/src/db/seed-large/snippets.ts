/**
 * Generated saved programs (/api/me/snippets): about half the members keep a few, one lab each,
 * within the per-member cap.
 */
import { snippetsPerMember } from '@tinkerlabs/contract/snippets';
import type { snippets } from '../schema.ts';
import type { Member } from './members.ts';
import { chance, pick, skewed, uuid, type Random } from './seeded-values.ts';
import { dayMs, timeAfter, timeBetween } from './timeline.ts';
import { topics } from './topics.ts';

type SnippetRow = typeof snippets.$inferInsert;

const labs = ['python', 'micropython', 'cpp', 'tinyml'] as const;
const names = [
  'Blink',
  'PID test',
  'Sensor read-out',
  'Filter sketch',
  'Servo sweep',
  'Scratch',
  'Homework',
  'Maze solver',
];

/** Programs in the lab's language, from the topics' samples. */
const programs = {
  python: topics
    .flatMap((t) => t.code)
    .filter((c) => c.language === 'python')
    .map((c) => c.code),
  cpp: topics
    .flatMap((t) => t.code)
    .filter((c) => c.language === 'cpp')
    .map((c) => c.code),
};

/** @example generateSnippets(streamFor(1, 'snippets'), members) */
export function generateSnippets(random: Random, members: readonly Member[]): SnippetRow[] {
  const rows: SnippetRow[] = [];
  for (const member of members) {
    if (!chance(random, 0.5)) continue;
    const count = skewed(random, 2, 0.8, 1, snippetsPerMember);
    for (let i = 0; i < count; i++) {
      const lab = pick(random, labs);
      const createdAt = timeBetween(random, member.createdAt);
      rows.push({
        id: uuid(random),
        userId: member.id,
        lab,
        name: `${pick(random, names)} ${i + 1}`,
        code: pick(random, lab === 'cpp' ? programs.cpp : programs.python),
        createdAt,
        updatedAt: timeAfter(random, createdAt, 30 * dayMs),
      });
    }
  }
  return rows;
}
