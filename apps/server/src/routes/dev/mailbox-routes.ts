/** GET /api/dev/mailbox: the emails the server would have sent (development only, never in production). */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';

export function devMailboxRoutes({ mailer }: { mailer: Mailer }) {
  return new Hono<AppEnv>().get('/', (c) => {
    const mailbox = mailer.mailbox();
    if (!mailbox)
      throw notFound('There is no development mailbox: emails are sent by SMTP or this is production.');
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: mailbox });
  });
}
