/** The member's profile: an optional username, unique regardless of case. */
import { z } from 'zod';
import { maxLength } from './text-length.ts';

export const usernamePattern = /^[a-z0-9_]{3,30}$/;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'A username has at least 3 characters.')
  .check(maxLength(30, 'A username has at most 30 characters.'))
  .regex(/^[a-z0-9_]+$/, 'Use only lowercase letters, digits and underscores.');

export const updateProfileRequestSchema = z.object({ username: usernameSchema.nullable() });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({
  /** Private: shown to the member only, never on public pages. */
  email: z.string(),
  username: z.string().nullable(),
  /** The name others see on the member's articles and projects: the username, else "TinkerLabs member". */
  publicName: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
