/**
 * One example program: its title, what it shows, and the complete code, ready to copy, or to load
 * into the page's playground with "Try it" where the page has one.
 */
import type { CodeExample } from '@tinkerlabs/contract/programming';
import { Check, Copy, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CodeBlock } from '@/components/rich-text/code-block.tsx';

export function ExampleProgram({
  example,
  id,
  language,
  onTry,
}: {
  example: CodeExample;
  id: string;
  language: string;
  onTry?: () => void;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(example.code);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin or a refused permission): the code can still be selected.
    }
  };

  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{example.title}</h3>
      <p className="mt-2">{example.description}</p>
      <div className="mt-3">
        <div className="mb-2 flex justify-end gap-2">
          {onTry ? (
            <button
              type="button"
              onClick={onTry}
              className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-2.5 py-1 text-xs font-semibold text-white hover:bg-primary-800"
            >
              <Play aria-hidden className="size-3.5" />
              Try it<span className="sr-only"> ({example.title})</span>
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => void copy()}
            className="inline-flex items-center gap-1.5 rounded-md border border-neutral-300 px-2.5 py-1 text-xs font-semibold text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800"
          >
            {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
            <span aria-live="polite">
              {copied ? (
                'Copied'
              ) : (
                <>
                  Copy code<span className="sr-only"> of {example.title}</span>
                </>
              )}
            </span>
          </button>
        </div>
        <CodeBlock
          node={{ type: 'codeBlock', attrs: { language }, content: [{ type: 'text', text: example.code }] }}
        />
      </div>
    </section>
  );
}
