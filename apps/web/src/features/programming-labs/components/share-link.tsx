/**
 * "Copy share link": the code travels in the link's fragment (lib/share-code.ts). Where the clipboard
 * is refused, the link is shown in a text box to copy by hand.
 */
import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';

export function ShareLink({ makeUrl }: { makeUrl: () => string }) {
  const [state, setState] = useState<{ copied: boolean; url: string | null }>({ copied: false, url: null });
  useEffect(() => {
    if (!state.copied) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, copied: false })), 2000);
    return () => clearTimeout(timer);
  }, [state.copied]);

  const copy = async () => {
    const url = makeUrl();
    try {
      await navigator.clipboard.writeText(url);
      setState({ copied: true, url: null });
    } catch {
      setState({ copied: false, url });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={secondaryButtonClass} onClick={() => void copy()}>
        {state.copied ? <Check aria-hidden className="size-4" /> : <Link2 aria-hidden className="size-4" />}
        <span aria-live="polite">{state.copied ? 'Link copied' : 'Copy share link'}</span>
      </button>
      {state.url ? (
        <input
          readOnly
          aria-label="Share link"
          value={state.url}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-md border border-neutral-300 bg-white px-2 py-1.5 font-mono text-xs text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        />
      ) : null}
    </div>
  );
}
