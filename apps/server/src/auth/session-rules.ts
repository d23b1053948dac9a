/**
 * What a valid session is, decided on every request: the role comes from ADMIN_EMAILS as configured
 * now (removing an address takes effect on the next request, whatever the database says), and a
 * session ends after an absolute lifetime and after a period without use, however long its cookie lives.
 */
import type { Role } from '@tinkerlabs/contract/auth';

export interface SessionBounds {
  /** A session older than this ends, even if used every day. */
  maxAgeMs: number;
  /** A session not used for this long ends. better-auth stamps `updatedAt` at most once a day of use. */
  idleMs: number;
}

const day = 24 * 60 * 60 * 1000;
export const defaultSessionBounds: SessionBounds = { maxAgeMs: 30 * day, idleMs: 7 * day };

/** @example roleFor('Ada@Example.org', ['ada@example.org']) // 'admin' */
export function roleFor(email: string, adminEmails: readonly string[]): Role {
  return adminEmails.includes(email.toLowerCase()) ? 'admin' : 'user';
}

/** Why a session has ended by these bounds, or null while it is valid. */
export function sessionEndReason(
  session: { createdAt: Date; updatedAt: Date },
  bounds: SessionBounds,
  now = Date.now(),
): 'too_old' | 'idle' | null {
  if (now - session.createdAt.getTime() > bounds.maxAgeMs) return 'too_old';
  if (now - session.updatedAt.getTime() > bounds.idleMs) return 'idle';
  return null;
}
