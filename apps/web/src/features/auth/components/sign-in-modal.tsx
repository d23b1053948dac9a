/**
 * The sign-in modal, shown over any page while the shared flag is set. Close button, a click on the
 * backdrop, or Escape close it; focus stays inside while it is open and returns where it was after.
 */
import { useRef, type KeyboardEvent } from 'react';
import { setSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { SignInForm } from './sign-in-form.tsx';

export function SignInModal() {
  const dialogRef = useRef<HTMLDivElement>(null);

  const close = () => setSignInModalOpen(false);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      dialogRef.current?.querySelectorAll<HTMLElement>(
        'input:not([tabindex="-1"]), button:not([disabled]), a[href]',
      ) ?? [],
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const onDialog = document.activeElement === dialogRef.current;
    if (event.shiftKey && (document.activeElement === first || onDialog)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      data-testid="sign-in-backdrop"
      className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="sign-in-title"
        // Focusable, so a click on its text keeps focus (and Escape and the Tab trap) inside.
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-2xl outline-none dark:bg-neutral-900"
      >
        <h2 id="sign-in-title" className="text-xl font-bold text-neutral-900 dark:text-white">
          Sign In
        </h2>
        <p className="mt-1 mb-4 text-sm text-neutral-600 dark:text-neutral-400">
          We email you a link that signs you in. No password needed.
        </p>
        <SignInForm autoFocus />
        <button
          type="button"
          onClick={close}
          className="mt-3 w-full rounded-md border border-neutral-300 px-4 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-50 dark:border-neutral-600 dark:text-neutral-200 dark:hover:bg-neutral-800"
        >
          Close
        </button>
      </div>
    </div>
  );
}
