/** /labs/programming/micropython: MicroPython on the board, with example programs. */
import { loadProgrammingLanguage } from '@/features/labs/api/get-programming-language.ts';
import { ProgrammingLanguagePage } from '@/features/labs/components/programming/programming-language-page.tsx';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = async ({ request }, queryClient) => {
  await loadProgrammingLanguage(queryClient, 'micropython', new URL(request.url).pathname);
  return null;
};

export function Component() {
  return <ProgrammingLanguagePage slug="micropython" title="MicroPython" codeLanguage="micropython" />;
}
