/**
 * Sending email. `createMailer` picks SMTP when SMTP_URL is set; otherwise messages are printed on
 * the console and, outside production, kept in a development mailbox the app can show.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends MailMessage {
  id: number;
  from: string;
  sentAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The development mailbox, newest first; null when there is none (SMTP configured, or production). */
  mailbox(): StoredMail[] | null;
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super(`The email could not be sent: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MailDeliveryError';
  }
}

/** Longest we wait for the mail server before telling the visitor it failed. */
export const mailTimeoutMs = 9_000;

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'nodeEnv'>): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom);
  return consoleMailer(config.mailFrom, config.nodeEnv !== 'production');
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 8_000,
  });
  return {
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${mailTimeoutMs / 1000} s`)),
          mailTimeoutMs,
        );
      });
      try {
        await Promise.race([transport.sendMail({ from, ...message }), timeout]);
      } catch (error) {
        throw new MailDeliveryError(error);
      } finally {
        clearTimeout(timer);
      }
    },
    mailbox: () => null,
  };
}

function consoleMailer(from: string, keepMailbox: boolean): Mailer {
  const stored: StoredMail[] = [];
  let nextId = 1;
  return {
    async send(message) {
      console.log(
        `\n── Email (no SMTP_URL set, so it is printed here) ──\nFrom: ${from}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n──\n`,
      );
      if (!keepMailbox) return;
      stored.unshift({ id: nextId++, from, sentAt: new Date().toISOString(), ...message });
      stored.length = Math.min(stored.length, 50);
    },
    mailbox: () => (keepMailbox ? [...stored] : null),
  };
}
