/** /labs/hardware: the hardware components catalogue, by category. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { hardwareQuery } from '@/features/labs/api/get-hardware.ts';
import { HardwareCatalogue } from '@/features/labs/components/hardware/hardware-catalogue.tsx';
import { hardwareCategoryFrom } from '@/features/labs/lib/hardware-category.ts';
import { readListParams } from '@/lib/list-params.ts';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  const search = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(
    hardwareQuery(hardwareCategoryFrom(search), readListParams(search, []).page),
  );
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Hardware"
      intro="The components every maker reaches for, from sensors and motor drivers to regulators and displays: what each one does, its key figures, how to wire it and where it is used, with a link to the datasheet."
    >
      <HardwareCatalogue />
    </SectionIntro>
  );
}
