/**
 * What the sign-in form becomes once the link is sent: the spec's "Check your email for the login
 * link!", the address it went to, when the link stops working, and a way to send it again once the
 * per-address limit has passed (or to use another address). The focus moves to its heading, since
 * the button that was pressed is gone.
 */
import { signInLinkValidSeconds, signInResendAfterSeconds } from '@tinkerlabs/contract/auth';
import { MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { formatTime } from '@/lib/format-date.ts';
import { requestSignInLink } from '../api/request-sign-in-link.ts';

type ResendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

const buttonClass =
  'rounded-md border border-neutral-300 px-3 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800';

export function SignInSent({
  email,
  sentAt,
  onUseAnotherAddress,
}: {
  email: string;
  /** When the link was sent (ms since the epoch). */
  sentAt: number;
  onUseAnotherAddress: () => void;
}) {
  const headingId = useId();
  const waitId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [lastSent, setLastSent] = useState(sentAt);
  const [now, setNow] = useState(() => Date.now());
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' });
  const secondsLeft = Math.max(0, Math.ceil((lastSent + signInResendAfterSeconds * 1000 - now) / 1000));
  const canResend = secondsLeft === 0 && resend.kind !== 'sending';

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  async function sendAgain() {
    if (!canResend) return;
    setResend({ kind: 'sending' });
    try {
      await requestSignInLink({ email, website: '' });
      const sent = Date.now();
      setLastSent(sent);
      setNow(sent);
      setResend({ kind: 'sent' });
    } catch (error) {
      setResend({
        kind: 'error',
        message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      });
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 text-sm text-neutral-700 dark:text-neutral-300">
      <MailCheck aria-hidden className="size-8 text-green-700 dark:text-green-400" />
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold break-words text-neutral-900 outline-none dark:text-white"
      >
        Check your inbox at {email}
      </h2>
      <p className="font-medium text-green-700 dark:text-green-400">Check your email for the login link!</p>
      <p>
        The link signs you in once, on any device, until{' '}
        {formatTime(new Date(lastSent + signInLinkValidSeconds * 1000).toISOString())} (one hour after it was
        sent). A new link replaces the old one.
      </p>
      <p>Nothing there after a minute? Look in your spam or junk folder, then send it again.</p>
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <button
          type="button"
          aria-disabled={!canResend}
          aria-describedby={secondsLeft > 0 ? waitId : undefined}
          onClick={() => void sendAgain()}
          className={buttonClass}
        >
          {resend.kind === 'sending' ? 'Sending...' : 'Send the link again'}
        </button>
        <button type="button" onClick={onUseAnotherAddress} className={buttonClass}>
          Use another address
        </button>
      </div>
      {secondsLeft > 0 ? (
        <p id={waitId} className="text-xs text-neutral-600 dark:text-neutral-400">
          You can send it again in {secondsLeft} s.
        </p>
      ) : null}
      <div aria-live="polite">
        {resend.kind === 'sent' ? (
          <p className="font-medium text-green-700 dark:text-green-400">
            A new link is on its way to {email}.
          </p>
        ) : null}
        {resend.kind === 'error' ? (
          <p role="alert" className="font-medium text-red-600 dark:text-red-400">
            {resend.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
