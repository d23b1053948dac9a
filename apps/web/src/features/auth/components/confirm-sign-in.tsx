/**
 * /auth/confirm: the target of the emailed link. It posts the token (so a mail scanner that only
 * fetches the link cannot use it up), then goes to the page saved before sign-in, or /dashboard.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { announceAuthChange } from '@/lib/auth/session-store.ts';
import { takeRedirectPath } from '@/lib/auth/redirect-path.ts';
import { confirmSignIn } from '../api/confirm-sign-in.ts';
import { SignInForm } from './sign-in-form.tsx';

type ConfirmState = { kind: 'confirming' } | { kind: 'failed'; message: string };

export function ConfirmSignIn() {
  const navigate = useNavigate();
  const started = useRef(false);
  const [state, setState] = useState<ConfirmState>(() =>
    new URLSearchParams(window.location.search).get('token')
      ? { kind: 'confirming' }
      : { kind: 'failed', message: 'This sign-in link is incomplete. Ask for a new link below.' },
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) return;
    // Keep the token out of the history and out of any later Referer.
    window.history.replaceState(window.history.state, '', '/auth/confirm');
    confirmSignIn({ token })
      .then(async () => {
        await announceAuthChange();
        navigate(takeRedirectPath() ?? '/dashboard', { replace: true });
      })
      .catch((error: unknown) => {
        setState({
          kind: 'failed',
          message: error instanceof ApiError ? error.message : 'Signing in failed. Ask for a new link below.',
        });
      });
  }, [navigate]);

  if (state.kind === 'confirming') {
    return (
      <p role="status" className="mt-6 text-neutral-700 dark:text-neutral-300">
        Signing you in…
      </p>
    );
  }
  return (
    <div className="mt-6 max-w-md">
      <p
        role="alert"
        className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-700 dark:bg-red-950 dark:text-red-300"
      >
        {state.message}
      </p>
      <h2 className="mt-6 text-lg font-semibold text-neutral-900 dark:text-white">Ask for a new link</h2>
      <div className="mt-3">
        <SignInForm />
      </div>
    </div>
  );
}
