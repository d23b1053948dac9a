/** /labs/programming/tinyml: machine learning on microcontrollers, with example programs. */
import { loadProgrammingLanguage } from '@/features/labs/api/get-programming-language.ts';
import { ProgrammingLanguagePage } from '@/features/labs/components/programming/programming-language-page.tsx';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = async ({ request }, queryClient) => {
  await loadProgrammingLanguage(queryClient, 'tinyml', new URL(request.url).pathname);
  return null;
};

export function Component() {
  return <ProgrammingLanguagePage slug="tinyml" title="TinyML" codeLanguage="python" />;
}
