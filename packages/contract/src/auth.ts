/** Sign-in by emailed link, the current session, and the member's sessions. */
import { z } from 'zod';
import { maxLength } from './text-length.ts';

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

export const signInRequestSchema = z.object({
  email: z.email({ error: 'Enter a valid email address.' }).check(maxLength(254)),
  /** The honeypot: people never see it, so it must stay empty. */
  website: z.string().check(maxLength(200)).optional(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({ message: z.string() });

/** How long an emailed sign-in link works (it works once). */
export const signInLinkValidSeconds = 60 * 60;
/** How long an address waits before another link can be sent to it. */
export const signInResendAfterSeconds = 60;
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const confirmRequestSchema = z.object({ token: z.string().min(1).check(maxLength(200)) });
export type ConfirmRequest = z.infer<typeof confirmRequestSchema>;

export const viewerSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), role: roleSchema }),
  profile: z.object({ username: z.string().nullable() }),
  session: z.object({ id: z.string(), expiresAt: z.string() }),
});
export type Viewer = z.infer<typeof viewerSchema>;

/** GET /api/auth/session: the signed-in viewer, or null. */
export const sessionResponseSchema = z.object({ viewer: viewerSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionsResponseSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
