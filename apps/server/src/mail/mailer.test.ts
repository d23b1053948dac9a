import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.ts';
import { createMailer, MailDeliveryError } from './mailer.ts';
import { signInEmail } from './sign-in-email.ts';

const message = signInEmail({
  to: 'ada@example.org',
  link: 'http://localhost:3000/auth/confirm?token=abc&x=<b>',
  siteName: 'TinkerLabs',
  validMinutes: 60,
});

describe('SMTP mailer', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('delivers the sign-in email as plain text and HTML to a real SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      mailFrom: 'TinkerLabs <no-reply@tinkerlabs.test>',
      nodeEnv: 'test',
    });
    const received = smtp.nextMessage();
    await mailer.send(message);
    const mail = await received;
    expect(mail.subject).toBe('Your TinkerLabs sign-in link');
    expect(mail.from?.value[0]).toMatchObject({ name: 'TinkerLabs', address: 'no-reply@tinkerlabs.test' });
    expect(mail.text).toContain('http://localhost:3000/auth/confirm?token=abc&x=<b>');
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.html).toContain('href="http://localhost:3000/auth/confirm?token=abc&#38;x=&#60;b&#62;"');
    expect(mail.html).not.toContain('<b>');
    expect(mailer.mailbox()).toBeNull();
  });

  it('fails with MailDeliveryError when nothing listens on the SMTP port', async () => {
    const free = net.createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'a@b.co', nodeEnv: 'test' });
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('gives up within 10 s on a server that accepts the connection but never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'a@b.co', nodeEnv: 'test' });
    const started = Date.now();
    await expect(mailer.send(message)).rejects.toBeInstanceOf(MailDeliveryError);
    expect(Date.now() - started).toBeLessThan(10_000);
    silent.close();
  }, 15_000);
});

describe('console mailer', () => {
  it('keeps a development mailbox outside production', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'a@b.co', nodeEnv: 'development' });
    await mailer.send(message);
    expect(mailer.mailbox()).toEqual([
      expect.objectContaining({ to: 'ada@example.org', subject: message.subject }),
    ]);
  });

  it('keeps no mailbox in production', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'a@b.co', nodeEnv: 'production' });
    await mailer.send(message);
    expect(mailer.mailbox()).toBeNull();
  });
});
