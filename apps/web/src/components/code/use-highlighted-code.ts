/**
 * The highlighted ranges of a piece of code shown on a page. The server highlights while it renders a
 * page (app/server-code-highlighter.ts registers its highlighter here) and keeps the ranges in the
 * page's query cache, which the page's state carries to the browser: hydration shows the same spans
 * without the browser loading a grammar. A page the browser renders itself (after a navigation, or for
 * a signed-in visitor) shows the code plain at first, then loads the language's grammar and the
 * highlighter (code-grammar.ts: a chunk per grammar, shared with the labs' editor) and colours it.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { grammarOf, loadParser, type CodeGrammar } from './code-grammar.ts';
import type { HighlightRange } from './highlight-code.ts';

type Highlighter = (code: string, grammar: CodeGrammar) => HighlightRange[];

let serverHighlighter: Highlighter | null = null;

/** For the server's render: a highlighter that works at once, its grammars loaded beforehand. */
export function setServerHighlighter(highlighter: Highlighter): void {
  serverHighlighter = highlighter;
}

export const codeHighlightQuery = (code: string, grammar: CodeGrammar) =>
  queryOptions({
    queryKey: ['code-highlight', grammar, code],
    queryFn: async () => {
      const [{ highlightCode }, parser] = await Promise.all([
        import('./highlight-code.ts'),
        loadParser(grammar),
      ]);
      return highlightCode(code, parser);
    },
    staleTime: Infinity,
  });

/** The ranges to colour, or null while there are none (a language without a grammar, or loading). */
export function useHighlightedCode(code: string, language: string | null): readonly HighlightRange[] | null {
  const grammar = grammarOf(language);
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const query = codeHighlightQuery(code, grammar ?? 'python');
  if (grammar && serverHighlighter && queryClient.getQueryData(query.queryKey) === undefined) {
    // Only on the server, as it renders the page: the ranges go out with the page's state.
    queryClient.setQueryData(query.queryKey, serverHighlighter(code, grammar));
  }
  const { data } = useQuery({ ...query, enabled: grammar !== null && hydrated });
  return grammar ? (data ?? null) : null;
}
