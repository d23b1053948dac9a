/** The sign-in email: plain text and HTML, with the link, how long it is valid, and what to do if unasked. */
import type { MailMessage } from './mailer.ts';

export function signInEmail(options: {
  to: string;
  link: string;
  siteName: string;
  validMinutes: number;
}): MailMessage {
  const { to, link, siteName, validMinutes } = options;
  const validity =
    validMinutes % 60 === 0
      ? `${validMinutes / 60} hour${validMinutes === 60 ? '' : 's'}`
      : `${validMinutes} minutes`;
  const text = [
    `Sign in to ${siteName}`,
    '',
    'Open this link to sign in:',
    link,
    '',
    `The link is valid for ${validity} and works once.`,
    `If you did not ask to sign in to ${siteName}, ignore this email: nobody can sign in without the link.`,
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">Sign in to ${escapeHtml(siteName)}</h1>
<p><a href="${safeLink}" style="display:inline-block;background:#16a34a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Sign in</a></p>
<p>Or copy this address into your browser:<br><span style="word-break:break-all">${safeLink}</span></p>
<p>The link is valid for ${validity} and works once.</p>
<p style="color:#475569">If you did not ask to sign in to ${escapeHtml(siteName)}, ignore this email: nobody can sign in without the link.</p>
</body></html>`;
  return { to, subject: `Your ${siteName} sign-in link`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
