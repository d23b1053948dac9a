/**
 * The sign-in modal, shown over any page while the shared flag is set. Close button, a click on the
 * backdrop, or Escape close it; focus stays inside while it is open and returns where it was after.
 */
import { Dialog } from '@/components/ui/dialog.tsx';
import { setSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { SignInForm } from './sign-in-form.tsx';

export function SignInModal() {
  const close = () => setSignInModalOpen(false);
  return (
    <Dialog
      role="dialog"
      title="Sign In"
      width="md"
      onDismiss={close}
      dismissOnBackdrop
      backdropTestId="sign-in-backdrop"
    >
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
    </Dialog>
  );
}
