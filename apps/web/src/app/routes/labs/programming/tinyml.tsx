/**
 * /labs/programming/tinyml: machine learning on microcontrollers. The playground trains small dense
 * models with TensorFlow.js in a worker, quantises them to int8 and exports a C header. The article's
 * example programs are JavaScript for that playground: "Try it" loads them there.
 */
import { loadProgrammingLanguage } from '@/features/labs/api/get-programming-language.ts';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { ProgrammingLanguagePage } from '@/features/labs/components/programming/programming-language-page.tsx';
import { TinyMlPlayground } from '@/features/programming-labs/components/tinyml-playground.tsx';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = async ({ request }, queryClient) => {
  prefetchLabLessons(queryClient, request);
  await loadProgrammingLanguage(queryClient, 'tinyml', new URL(request.url).pathname);
  return null;
};

export function Component() {
  return (
    <ProgrammingLanguagePage
      slug="tinyml"
      title="TinyML"
      aside={<LearnTheory />}
      codeLanguage="javascript"
      renderPlayground={({ examples, loadRequest }) => (
        <TinyMlPlayground examples={examples} loadRequest={loadRequest} />
      )}
    />
  );
}
