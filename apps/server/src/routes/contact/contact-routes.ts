/**
 * POST /api/contact: a visitor's message for the administrators. The chain: honeypot (a bot that
 * fills the hidden `website` field learns nothing from field messages) → per-client rate limit →
 * validation → store → announce it on the administrators' `messages` channel. The client address
 * comes from the clientIp middleware.
 */
import { contactRequestSchema } from '@tinkerlabs/contract/contact';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withLimitLock } from '../../db/limit-lock.ts';
import { contactMessages } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { badRequest } from '../../http/errors.ts';
import { readJson } from '../../http/json-body.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { checkContactLimit, hashClientIp } from './contact-limits.ts';
import { presentContactReceipt } from './contact-presenter.ts';

const honeypotSchema = z.looseObject({ website: z.unknown().optional() });

/** `events` is where the new message is announced; tests of the form alone may leave it out. */
export function contactRoutes(db: Database, events?: EventBus): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { website } = await readJson(c, honeypotSchema);
    if (website !== undefined && website !== null && String(website).trim() !== '') {
      throw badRequest('Bot detected!');
    }
    const ipHash = hashClientIp(c.var.clientIp ?? 'unknown');
    const input = await readJson(c, contactRequestSchema);
    const row = await withLimitLock(db, [`contact:${ipHash}`], async (tx) => {
      await checkContactLimit(tx, ipHash);
      const [inserted] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          ipHash,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return inserted;
    });
    await events?.publish({ channel: 'messages', event: 'message.created', data: { id: row!.id } });
    return c.json(presentContactReceipt(row!), 201);
  });
}
