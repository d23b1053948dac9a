/** /labs/simulators/micro-mouse-qt-sim: the micromouse problem, maze rules and format, flood fill, and mms. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { MicromouseGuide } from '@/features/labs/components/micromouse/micromouse-guide.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Micromouse Simulator"
      intro="A micromouse is a small autonomous robot that explores an unknown maze and then races to its centre. Here are the classic 16 × 16 maze rules, the text format contest mazes are shared in, flood fill worked through on a small maze, and mms, the Qt simulator mouse programs are tested in, with its protocol."
    >
      <MicromouseGuide />
    </SectionIntro>
  );
}
