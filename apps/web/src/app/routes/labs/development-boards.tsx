/** /labs/development-boards: the board catalogue with filters and the side-by-side comparison. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { boardsQuery } from '@/features/labs/api/get-boards.ts';
import { BoardCatalogue } from '@/features/labs/components/boards/board-catalogue.tsx';
import { parseBoardFilters } from '@/features/labs/lib/board-filters.ts';
import { readListParams } from '@/lib/list-params.ts';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  const search = new URL(request.url).searchParams;
  void queryClient.prefetchQuery(boardsQuery(parseBoardFilters(search), readListParams(search, []).page));
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Development Boards"
      intro="Microcontroller boards and single-board computers with the figures that decide a project: core and clock, memory, pins, radios, voltages and price. Filter the catalogue, then tick two to four boards to compare them side by side."
    >
      <BoardCatalogue />
    </SectionIntro>
  );
}
