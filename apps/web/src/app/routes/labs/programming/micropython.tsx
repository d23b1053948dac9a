/**
 * /labs/programming/micropython: MicroPython on the board, with example programs and a playground
 * that runs them in the browser against a virtual Raspberry Pi Pico. The page is cross-origin
 * isolated so the board's inputs reach a running program (see cross-origin-isolation.ts).
 */
import { loadProgrammingLanguage } from '@/features/labs/api/get-programming-language.ts';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { ProgrammingLanguagePage } from '@/features/labs/components/programming/programming-language-page.tsx';
import { MicroPythonPlayground } from '@/features/programming-labs/components/micropython-playground.tsx';
import { ensureCrossOriginIsolated } from '@/lib/code-runners/cross-origin-isolation.ts';
import { startMicroPythonEarly } from '@/lib/code-runners/micropython-runner.ts';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = async ({ request }, queryClient) => {
  await ensureCrossOriginIsolated(request.url);
  // The runtime downloads and boots while the page's article and editor render.
  startMicroPythonEarly();
  prefetchLabLessons(queryClient, request);
  await loadProgrammingLanguage(queryClient, 'micropython', new URL(request.url).pathname);
  return null;
};

export function Component() {
  return (
    <ProgrammingLanguagePage
      slug="micropython"
      title="MicroPython"
      aside={<LearnTheory />}
      codeLanguage="micropython"
      renderPlayground={({ examples, loadRequest }) => (
        <MicroPythonPlayground examples={examples} loadRequest={loadRequest} />
      )}
    />
  );
}
