/**
 * "Copy" for a code block: puts the code on the clipboard and says "Copied" in a status beside the
 * button for two seconds. Where the clipboard refuses (an insecure origin, a denied permission), the
 * status says so, and the code can still be selected by hand.
 */
import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

const said: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy: select the code instead',
};

export function CopyCodeButton({ code }: { code: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <span role="status" className="code-block-status">
        {said[state]}
      </span>
      <button type="button" className="code-block-action" onClick={() => void copy()}>
        <Copy aria-hidden className="size-3.5" />
        Copy
      </button>
    </>
  );
}
