/**
 * The notice a guard's redirect asked for (`?notice=admin-only`): a visible message, announced
 * politely. The live region is on the page before its text arrives, so screen readers read it out.
 * Dismissing it takes the parameter out of the address.
 */
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { redirectNoticeText } from '@/lib/redirect-notice.ts';

export function RedirectNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const text = redirectNoticeText(searchParams.get('notice'));
  // Empty at first paint, filled a moment later: a live region only announces a change.
  const [live, setLive] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLive(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const shown = live ? text : null;

  const dismiss = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('notice');
    setSearchParams(next, { replace: true });
  };

  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-5xl px-4 empty:hidden">
      {shown ? (
        <p className="mt-4 flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <span className="flex-1">{shown}</span>
          <button
            type="button"
            onClick={dismiss}
            aria-label="Dismiss the notice"
            className="rounded p-0.5 hover:bg-amber-100 dark:hover:bg-amber-900"
          >
            <X aria-hidden className="size-4" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
