/**
 * Generated messages from the contact form, for the administrators' inbox: from visitors and
 * members alike, most read, many of those archived, the newest still unread. As the form stores
 * them, the sender's address is kept only as a hash.
 */
import type { contactMessages } from '../schema.ts';
import { firstNames, lastNames } from './names.ts';
import { capitalise, plainSentences } from './prose.ts';
import { between, chance, hexDigest, pick, uuid, type Random } from './seeded-values.ts';
import { dayMs, seedLargeNow, timeAfter, timeOnGrowingSite } from './timeline.ts';
import { topics } from './topics.ts';

type MessageRow = typeof contactMessages.$inferInsert;

const subjects = [
  'Question about an article',
  'A broken link',
  'Suggestion for a lesson',
  'Can I write for you?',
  'Problem signing in',
  'Store listing is out of date',
  'Thank you',
  'Error in a formula',
] as const;

/** @example generateMessages(streamFor(1, 'messages'), 50) */
export function generateMessages(random: Random, count: number): MessageRow[] {
  const rows: MessageRow[] = [];
  for (let i = 0; i < count; i++) {
    const given = pick(random, firstNames);
    const family = pick(random, lastNames);
    const createdAt = timeOnGrowingSite(random);
    const age = seedLargeNow.getTime() - createdAt.getTime();
    const readAt = age > 7 * dayMs || chance(random, 0.4) ? timeAfter(random, createdAt, 5 * dayMs) : null;
    rows.push({
      id: uuid(random),
      name: `${capitalise(given)} ${capitalise(family)}`,
      email: `${given}.${family}${between(random, 1, 999)}@example.net`,
      subject: pick(random, subjects),
      message: `Hello, ${plainSentences(random, pick(random, topics), between(random, 1, 5))} Thanks!`,
      ipHash: hexDigest(random),
      readAt,
      archivedAt: readAt && chance(random, 0.5) ? timeAfter(random, readAt, 10 * dayMs) : null,
      createdAt,
    });
  }
  return rows;
}
