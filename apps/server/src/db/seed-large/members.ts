/**
 * Generated members, in the tables sign-in writes: `users` (as better-auth's magic link creates
 * them: verified address, empty name), `profiles` (every signed-in member has one; most chose a
 * username), `sessions` for those signed in lately, and the last hour's unused sign-in links
 * (`verifications`, hashed as the magic-link plugin stores them) with their `sign_in_requests`.
 * `accounts` stays empty: magic-link sign-in creates no account rows.
 */
import { createHash } from 'node:crypto';
import { magicLinkValidSeconds } from '../../auth/create-auth.ts';
import { publicMemberName } from '../../content/public-author.ts';
import type { profiles, sessions, signInRequests, users, verifications } from '../schema.ts';
import { firstNames, lastNames } from './names.ts';
import { alphanumericToken, between, chance, hexDigest, pick, uuid, type Random } from './seeded-values.ts';
import {
  dayMs,
  historyMs,
  hourMs,
  seedLargeNow,
  timeAfter,
  timeBetween,
  timeOnGrowingSite,
} from './timeline.ts';

/** What the other generators need to know about a member. */
export interface Member {
  id: string;
  email: string;
  username: string | null;
  /** The public name on their content: the username, or "TinkerLabs member". */
  displayName: string;
  admin: boolean;
  createdAt: Date;
}

export interface MemberRows {
  members: Member[];
  users: (typeof users.$inferInsert)[];
  profiles: (typeof profiles.$inferInsert)[];
  sessions: (typeof sessions.$inferInsert)[];
  verifications: (typeof verifications.$inferInsert)[];
  signInRequests: (typeof signInRequests.$inferInsert)[];
}

const emailDomains = ['example.com', 'example.org', 'example.net', 'mail.example', 'uni.example'];
const userAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
];

/** Documentation address ranges (RFC 5737): realistic-looking, never anyone's real address. */
const addressPrefixes = ['192.0.2.', '198.51.100.', '203.0.113.'];

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * `count` members numbered from `first` (numbers make emails and usernames unique); the last
 * `admins` of them are administrators who joined at the start.
 * @example generateMembers(streamFor(1, 'members'), { count: 100, first: 0, admins: 2 })
 */
export function generateMembers(
  random: Random,
  { count, first, admins }: { count: number; first: number; admins: number },
): MemberRows {
  const rows: MemberRows = {
    members: [],
    users: [],
    profiles: [],
    sessions: [],
    verifications: [],
    signInRequests: [],
  };
  const start = new Date(seedLargeNow.getTime() - historyMs);
  for (let i = 0; i < count; i++) {
    const n = first + i + 1;
    const given = pick(random, firstNames);
    const family = pick(random, lastNames);
    const admin = i >= count - admins;
    const createdAt = admin
      ? timeBetween(random, start, new Date(start.getTime() + 30 * dayMs))
      : timeOnGrowingSite(random);
    const username = chance(random, 0.65) ? `${given}_${family}${n}` : null;
    const member: Member = {
      id: alphanumericToken(random),
      email: `${given}.${family}${n}@${pick(random, emailDomains)}`,
      username,
      displayName: publicMemberName(username),
      admin,
      createdAt,
    };
    rows.members.push(member);
    rows.users.push({
      id: member.id,
      name: '',
      email: member.email,
      emailVerified: true,
      role: admin ? 'admin' : 'user',
      banned: false,
      createdAt,
      updatedAt: timeAfter(random, createdAt, 30 * dayMs),
    });
    rows.profiles.push({ id: member.id, username, createdAt, updatedAt: createdAt });
    if (admin || chance(random, 0.4)) addSessions(random, rows, member);
    if (chance(random, 0.01)) addPendingLink(random, rows, member);
  }
  return rows;
}

function addSessions(random: Random, rows: MemberRows, member: Member) {
  for (let s = between(random, 1, 3); s > 0; s--) {
    const createdAt = timeBetween(random, member.createdAt);
    const lastUsed = timeAfter(random, createdAt, 20 * dayMs);
    rows.sessions.push({
      id: alphanumericToken(random),
      token: alphanumericToken(random),
      userId: member.id,
      expiresAt: new Date(lastUsed.getTime() + 400 * dayMs),
      ipAddress: `${pick(random, addressPrefixes)}${between(random, 1, 254)}`,
      userAgent: pick(random, userAgents),
      createdAt,
      updatedAt: lastUsed,
    });
  }
}

/** A sign-in link asked for in the last hour and not used yet, and the request that sent it. */
function addPendingLink(random: Random, rows: MemberRows, member: Member) {
  const createdAt = timeBetween(random, new Date(seedLargeNow.getTime() - hourMs));
  rows.verifications.push({
    id: alphanumericToken(random),
    identifier: `magic-link:${alphanumericToken(random, 43)}`,
    value: JSON.stringify({ type: 'magic-link', email: member.email }),
    expiresAt: new Date(createdAt.getTime() + magicLinkValidSeconds * 1000),
    createdAt,
    updatedAt: createdAt,
  });
  rows.signInRequests.push({
    id: uuid(random),
    emailHash: sha256(member.email.toLowerCase()),
    ipHash: hexDigest(random),
    createdAt,
  });
}
