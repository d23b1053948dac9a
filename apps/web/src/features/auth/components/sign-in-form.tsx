/**
 * The sign-in form, in the modal and on /auth/login: email, a hidden honeypot, and a submit button
 * that stays disabled until the wait bar is full. States: idle, sending, error shown, success shown
 * (the form then gives way to what to do next: sign-in-sent.tsx).
 */
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { requestSignInLink } from '../api/request-sign-in-link.ts';
import { signInWaitTotalMs, useWaitBar, waitSteps } from '../hooks/use-wait-bar.ts';
import { SignInSent } from './sign-in-sent.tsx';
import { WaitBar } from './wait-bar.tsx';

type FormState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'error'; message: string }
  | { kind: 'success'; email: string; sentAt: number };

export function SignInForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const [totalMs] = useState(() => signInWaitTotalMs());
  const progress = useWaitBar(totalMs);
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const ready = progress >= waitSteps;
  // Back from "Use another address", the form returns with the address to correct in focus.
  const [backToForm, setBackToForm] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || state.kind === 'sending') return;
    if (website) {
      setState({ kind: 'error', message: 'Bot detected!' });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await requestSignInLink({ email, website });
      setState({ kind: 'success', email, sentAt: Date.now() });
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      });
    }
  }

  if (state.kind === 'success') {
    return (
      <SignInSent
        email={state.email}
        sentAt={state.sentAt}
        onUseAnotherAddress={() => {
          setState({ kind: 'idle' });
          setBackToForm(true);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate={false} className="space-y-4">
      <div>
        <label
          htmlFor="sign-in-email"
          className="block text-sm font-medium text-neutral-800 dark:text-neutral-200"
        >
          Email Address
        </label>
        <input
          id="sign-in-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          autoFocus={autoFocus || backToForm}
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="mt-1 block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-neutral-900 shadow-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 focus:outline-none dark:border-neutral-600 dark:bg-neutral-800 dark:text-white"
        />
      </div>
      {/* Honeypot: invisible, unreachable by keyboard and hidden from screen readers; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </label>
      </div>
      <WaitBar value={progress} totalMs={totalMs} />
      <button
        type="submit"
        disabled={!ready || state.kind === 'sending'}
        className="w-full rounded-md bg-primary-700 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {state.kind === 'sending' ? 'Sending...' : 'Sign In with Email'}
      </button>
      <div aria-live="polite">
        {state.kind === 'error' ? (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {state.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
