/**
 * /labs/programming/python: Python around the hardware, with example programs and a playground that
 * runs them in the browser (Pyodide in a worker). The page must be cross-origin isolated so that Stop
 * can interrupt a program: see lib/code-runners/cross-origin-isolation.ts.
 */
import { loadProgrammingLanguage } from '@/features/labs/api/get-programming-language.ts';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { ProgrammingLanguagePage } from '@/features/labs/components/programming/programming-language-page.tsx';
import { PythonPlayground } from '@/features/programming-labs/components/python-playground.tsx';
import { ensureCrossOriginIsolated } from '@/lib/code-runners/cross-origin-isolation.ts';
import { startPythonEarly } from '@/lib/code-runners/python-runner.ts';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = async ({ request }, queryClient) => {
  await ensureCrossOriginIsolated(request.url);
  // The runtime downloads and boots while the page's article and editor render.
  startPythonEarly();
  prefetchLabLessons(queryClient, request);
  await loadProgrammingLanguage(queryClient, 'python', new URL(request.url).pathname);
  return null;
};

export function Component() {
  return (
    <ProgrammingLanguagePage
      slug="python"
      title="Python for Robotics"
      aside={<LearnTheory />}
      codeLanguage="python"
      renderPlayground={({ examples, loadRequest }) => (
        <PythonPlayground examples={examples} loadRequest={loadRequest} />
      )}
    />
  );
}
