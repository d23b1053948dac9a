/**
 * Signing in for browser tests, through the real flow: the server emails a link through a real SMTP
 * server started by the test, and the link's token is confirmed by the page's own API call.
 */
import type { BrowserContext } from 'playwright-core';
import type { ParsedMail } from 'mailparser';
import type { SmtpTestServer } from '../../apps/server/src/testing/smtp-test-server.ts';

/** The sign-in link in an email, checked to point at /auth/confirm on the site. */
export function signInLinkOf(mail: ParsedMail, baseUrl: string): string {
  const link = mail.text?.match(/https?:\/\/\S+\/auth\/confirm\?token=\S+/)?.[0];
  if (!link) throw new Error(`No sign-in link in the email:\n${mail.text}`);
  if (!link.startsWith(`${baseUrl}/auth/confirm?token=`)) throw new Error(`Unexpected link ${link}`);
  return link;
}

/** Signs `email` in within `context` (its cookies then carry the session). */
export async function signInThroughApi(
  context: BrowserContext,
  smtp: SmtpTestServer,
  baseUrl: string,
  email: string,
): Promise<void> {
  const received = smtp.nextMessage();
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in`, {
    data: { email },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
  const link = signInLinkOf(await received, baseUrl);
  const token = new URL(link).searchParams.get('token')!;
  const confirm = await context.request.post(`${baseUrl}/api/auth/confirm`, {
    data: { token },
    headers: { origin: baseUrl },
  });
  if (!confirm.ok()) throw new Error(`confirm answered ${confirm.status()}: ${await confirm.text()}`);
}

/** Signs `email` in on a server without SMTP, reading the link from its development mailbox. */
export async function signInThroughDevMailbox(
  context: BrowserContext,
  baseUrl: string,
  email: string,
): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-in`, {
    data: { email },
    headers: { origin: baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in answered ${response.status()}: ${await response.text()}`);
  const mailbox = (await (await context.request.get(`${baseUrl}/api/dev/mailbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const text = mailbox.messages.find((message) => message.to === email)?.text ?? '';
  const token = text.match(/\/auth\/confirm\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`No sign-in link for ${email} in the development mailbox.`);
  const confirm = await context.request.post(`${baseUrl}/api/auth/confirm`, {
    data: { token: decodeURIComponent(token) },
    headers: { origin: baseUrl },
  });
  if (!confirm.ok()) throw new Error(`confirm answered ${confirm.status()}: ${await confirm.text()}`);
}
