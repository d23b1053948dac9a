/**
 * Code as text, with its highlighted pieces in spans whose class names their role (`tok-keyword` …),
 * coloured by the palette's CSS variables (components/rich-text/rich-text.css). Until there are
 * ranges (a language without a grammar, a grammar still loading), the code is plain text; so it is
 * outside the app's query cache (a block rendered on its own, in a test).
 */
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import type { HighlightRange } from './highlight-code.ts';
import { useHighlightedCode } from './use-highlighted-code.ts';

export function HighlightedCode({ code, language }: { code: string; language: string | null }) {
  if (!useContext(QueryClientContext)) return <>{code}</>;
  return <Highlighted code={code} language={language} />;
}

function Highlighted({ code, language }: { code: string; language: string | null }) {
  const ranges = useHighlightedCode(code, language);
  return <>{ranges ? pieces(code, ranges) : code}</>;
}

function pieces(code: string, ranges: readonly HighlightRange[]): ReactNode[] {
  const result: ReactNode[] = [];
  let at = 0;
  for (const [from, to, role] of ranges) {
    if (from > at) result.push(code.slice(at, from));
    result.push(
      <span key={from} className={`tok-${role}`}>
        {code.slice(from, to)}
      </span>,
    );
    at = to;
  }
  if (at < code.length) result.push(code.slice(at));
  return result;
}
