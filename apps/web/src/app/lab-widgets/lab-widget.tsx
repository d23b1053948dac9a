/**
 * A live lab inside a lesson: a titled region with "Open in the lab" and a box of fixed height that
 * holds a light placeholder until the box comes near the screen, then the lab itself, loaded as its
 * own chunk per kind (a page with only a maze never downloads three.js). The lab's state flows back
 * here, so the link always opens the full lab on what the reader is looking at.
 */
import { labWidgetName, type LabWidgetAttrs } from '@tinkerlabs/rich-text/lab-widget';
import { ArrowUpRight } from 'lucide-react';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { labHref } from './lab-links.ts';
import { useNearScreen } from '@/lib/use-near-screen.ts';

const RobotArmWidget = lazy(() => import('./robot-arm-widget.tsx'));
const GridworldWidget = lazy(() => import('./gridworld-widget.tsx'));
const MazeWidget = lazy(() => import('./maze-widget.tsx'));
const CoordinateFramesWidget = lazy(() => import('./coordinate-frames-widget.tsx'));

/**
 * The box's height for each lab, the same for the placeholder and the lab, so nothing below moves when
 * the lab draws. It follows the section's own width (container queries): one column below 42rem, two
 * from there. Worked out from the labs' layouts at 390 px and at 42rem, with a little to spare; a lab
 * that still overflows scrolls inside its box.
 */
function boxHeight(attrs: LabWidgetAttrs): string {
  switch (attrs.kind) {
    case 'robotArm':
      return 'h-[68rem] @2xl:h-[38rem]';
    case 'gridworld':
      return 'h-[46rem] @2xl:h-[28rem]';
    case 'maze':
      return 'h-[48rem] @2xl:h-[25rem]';
    case 'coordinateFrames':
      return attrs.figure === 'pose2d' ? 'h-[41rem] @2xl:h-[21rem]' : 'h-[62rem] @2xl:h-[33rem]';
  }
}

function Live({ attrs, onState }: { attrs: LabWidgetAttrs; onState: (attrs: LabWidgetAttrs) => void }) {
  switch (attrs.kind) {
    case 'robotArm':
      return <RobotArmWidget attrs={attrs} onState={onState} />;
    case 'gridworld':
      return <GridworldWidget attrs={attrs} onState={onState} />;
    case 'maze':
      return <MazeWidget attrs={attrs} onState={onState} />;
    case 'coordinateFrames':
      return <CoordinateFramesWidget attrs={attrs} onState={onState} />;
  }
}

function Placeholder() {
  return (
    <div
      data-lab-placeholder=""
      className="flex h-full items-center justify-center rounded-lg border border-dashed border-neutral-300 bg-neutral-50 p-6 text-center text-sm text-neutral-600 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-400"
    >
      <p>Loading the lab…</p>
    </div>
  );
}

/** A lab that fails to load or to start says so, and the rest of the lesson carries on. */
class LiveBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-300">
        The lab could not start here. Reload the page, or use “Open in the lab” above.
      </p>
    );
  }
}

export default function LabWidget({ attrs }: { attrs: LabWidgetAttrs }) {
  const titleId = useId();
  const { ref, near } = useNearScreen<HTMLDivElement>('200px');
  // The attributes as text: other attributes (an editor's preview) restart the lab and its link.
  const start = JSON.stringify(attrs);
  // What the reader has done to the lab, for the link.
  const [reported, setReported] = useState<{ start: string; attrs: LabWidgetAttrs } | null>(null);
  const current = reported?.start === start ? reported.attrs : attrs;
  const title = labWidgetName(attrs);

  return (
    <section
      role="region"
      aria-labelledby={titleId}
      className="not-prose @container my-8 rounded-xl border border-neutral-200 bg-white p-3 shadow-sm sm:p-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold text-neutral-900 dark:text-white">
          {title}
        </h3>
        <Link to={labHref(current)} className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}>
          Open in the lab
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div ref={ref} className={`${boxHeight(attrs)} overflow-y-auto`}>
        {near ? (
          <LiveBoundary key={start}>
            <Suspense fallback={<Placeholder />}>
              <Live attrs={attrs} onState={(next) => setReported({ start, attrs: next })} />
            </Suspense>
          </LiveBoundary>
        ) : (
          <Placeholder />
        )}
      </div>
    </section>
  );
}
