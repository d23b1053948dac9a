/** /labs/programming: the four language pages and which language fits which job. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { ProgrammingOverview } from '@/features/labs/components/programming/programming-overview.tsx';
import { programmingLanguagesQuery } from '@/features/labs/api/get-programming-languages.ts';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = (_args, queryClient) => {
  void queryClient.prefetchQuery(programmingLanguagesQuery);
};

export function Component() {
  return (
    <SectionIntro
      title="Programming"
      intro="Four ways to program hardware: C++ for firmware, MicroPython on the board itself, Python for the computer side, and TinyML for machine learning on microcontrollers. Each page explains where the language fits and gives complete example programs to read, copy and run."
    >
      <ProgrammingOverview />
    </SectionIntro>
  );
}
