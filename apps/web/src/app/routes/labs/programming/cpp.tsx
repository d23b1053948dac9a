/**
 * /labs/programming/cpp: C++ for microcontroller firmware, with example programs and a playground
 * that compiles them with clang in the browser and runs them (lib/code-runners/cpp-runner.ts). No
 * SharedArrayBuffer is needed (Stop terminates the program's worker), so the page is not isolated.
 */
import { loadProgrammingLanguage } from '@/features/labs/api/get-programming-language.ts';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { ProgrammingLanguagePage } from '@/features/labs/components/programming/programming-language-page.tsx';
import { CppPlayground } from '@/features/programming-labs/components/cpp-playground.tsx';
import { startCppCompilerEarly } from '@/lib/code-runners/cpp-runner.ts';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = async ({ request }, queryClient) => {
  // Clang downloads and boots while the page's article and editor render.
  startCppCompilerEarly();
  prefetchLabLessons(queryClient, request);
  await loadProgrammingLanguage(queryClient, 'cpp', new URL(request.url).pathname);
  return null;
};

export function Component() {
  return (
    <ProgrammingLanguagePage
      slug="cpp"
      title="C++ for Microcontrollers"
      aside={<LearnTheory />}
      codeLanguage="cpp"
      renderPlayground={({ examples, loadRequest }) => (
        <CppPlayground examples={examples} loadRequest={loadRequest} />
      )}
    />
  );
}
