/** POST /api/contact: a visitor's message for the administrators. */
import { z } from 'zod';
import { maxLength } from './text-length.ts';

export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Enter your name.' })
    .trim()
    .min(1, 'Enter your name.')
    .check(maxLength(100, 'Keep your name under 100 characters.')),
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .check(maxLength(254, 'That email address is too long.'))
    .pipe(z.email({ error: 'Enter a valid email address, such as ada@example.org.' })),
  subject: z
    .string({ error: 'Enter a subject.' })
    .trim()
    .min(1, 'Enter a subject.')
    .check(maxLength(150, 'Keep the subject under 150 characters.')),
  message: z
    .string({ error: 'Enter your message.' })
    .trim()
    .min(10, 'Write at least 10 characters so we can help.')
    .check(maxLength(5000, 'Keep your message under 5000 characters.')),
  /** The honeypot: hidden from people, so it must stay empty. */
  website: z.string().check(maxLength(200)).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
