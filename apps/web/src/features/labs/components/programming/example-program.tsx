/**
 * One example program: its title, what it shows, and the complete code (with Copy, and "Run in the
 * lab" where it runs), or "Try it", which loads it into the page's playground, where the page has one.
 */
import type { CodeExample } from '@tinkerlabs/contract/programming';
import { Play } from 'lucide-react';
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
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{example.title}</h3>
      <p className="mt-2">{example.description}</p>
      <div className="mt-3">
        {onTry ? (
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              onClick={onTry}
              className="inline-flex min-h-8 items-center gap-1.5 rounded-md bg-primary-700 px-2.5 text-xs font-semibold text-white hover:bg-primary-800"
            >
              <Play aria-hidden className="size-3.5" />
              Try it<span className="sr-only"> ({example.title})</span>
            </button>
          </div>
        ) : null}
        <CodeBlock
          node={{ type: 'codeBlock', attrs: { language }, content: [{ type: 'text', text: example.code }] }}
          runInLab={!onTry}
        />
      </div>
    </section>
  );
}
