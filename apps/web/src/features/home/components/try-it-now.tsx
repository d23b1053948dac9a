/**
 * "Try it now" on the home page: a small live lab on the first screen, a SCARA arm that follows the
 * pointer, with a link into the full lab. The server draws the resting arm in a box of fixed size;
 * the live arm (live-scara.tsx) replaces it in the same box once the page is idle, so nothing moves
 * and its code stays out of the first load.
 */
import { ArrowRight } from 'lucide-react';
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { useStartWhenIdle } from '../hooks/use-start-when-idle.ts';
import { restDrawing } from '../lib/drawing-frame.ts';
import { ScaraDrawing } from './scara-drawing.tsx';

const LiveScara = lazy(() => import('./live-scara.tsx'));

function RestingArm() {
  return <ScaraDrawing elbow={restDrawing.elbow} tool={restDrawing.tool} target={restDrawing.tool} reached />;
}

/** If the live arm's code cannot load (offline), the resting arm stays and the page carries on. */
class KeepResting extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RestingArm /> : this.props.children;
  }
}

export function TryItNow() {
  const headingId = useId();
  const instructionsId = useId();
  const { ref, started } = useStartWhenIdle<HTMLDivElement>();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white p-4 text-left shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2 id={headingId} className="text-lg font-bold text-neutral-900 dark:text-white">
        Try it now
      </h2>
      <p id={instructionsId} className="mt-1 text-sm text-neutral-600 dark:text-neutral-300">
        Point, tap or press the arrow keys: the arm solves its inverse kinematics to follow.
      </p>
      <div
        ref={ref}
        data-try-it-box=""
        className="mt-3 h-56 overflow-hidden rounded-xl bg-neutral-50 sm:h-72 dark:bg-neutral-950"
      >
        {started ? (
          <KeepResting>
            <Suspense fallback={<RestingArm />}>
              <LiveScara instructionsId={instructionsId} />
            </Suspense>
          </KeepResting>
        ) : (
          <RestingArm />
        )}
      </div>
      <p className="mt-3">
        <Link
          to="/simulations/ScaraRobot"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-secondary-700 underline decoration-secondary-300 underline-offset-2 hover:decoration-secondary-700 dark:text-secondary-300 dark:decoration-secondary-700"
        >
          Open the SCARA lab — no sign-up
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    </section>
  );
}
