/** A mailer for tests: keeps what would have been sent, or fails like an SMTP server that is down. */
import { MailDeliveryError, type MailMessage, type Mailer, type StoredMail } from '../mail/mailer.ts';

export interface CapturingMailer extends Mailer {
  sent: MailMessage[];
  failNext: boolean;
  /** The token of the newest sign-in link sent to `email`. */
  lastTokenFor(email: string): string;
}

export function capturingMailer(): CapturingMailer {
  const mailer: CapturingMailer = {
    sent: [],
    failNext: false,
    async send(message) {
      if (mailer.failNext) {
        mailer.failNext = false;
        throw new MailDeliveryError(new Error('connect ECONNREFUSED 127.0.0.1:2525'));
      }
      mailer.sent.push(message);
    },
    mailbox: (): StoredMail[] | null => null,
    lastTokenFor(email) {
      const message = [...mailer.sent].reverse().find((m) => m.to === email);
      const token = message?.text.match(/\/auth\/confirm\?token=([^\s]+)/)?.[1];
      if (!token) throw new Error(`No sign-in link was sent to ${email}.`);
      return decodeURIComponent(token);
    },
  };
  return mailer;
}
