/** /labs/simulators/micro-mouse-qt-sim: the micromouse problem, maze rules and format, and flood fill. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { MicromouseGuide } from '@/features/labs/components/micromouse/micromouse-guide.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Micromouse Simulator"
      intro="A micromouse is a small autonomous robot that explores an unknown maze and then races to its centre. Here are the classic 16 × 16 maze rules, the text format contest mazes are shared in, and flood fill, the method that solves them, worked through on a small maze."
    >
      <MicromouseGuide />
    </SectionIntro>
  );
}
