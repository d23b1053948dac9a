/**
 * One robot's simulation page, the same for all four arms: the 3D view and tool readout beside the
 * joint and target controls, then the maths (DH table, transform, singularity), taught paths with
 * their plots, and the explanation of the arm's geometry.
 */
import type { RobotId } from '@tinkerlabs/kinematics/robot-model';
import { robots } from '@tinkerlabs/kinematics/robots';
import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta.tsx';
import { cardClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { useRobotSimulation } from '../hooks/use-robot-simulation.ts';
import { robotPage } from '../lib/robot-pages.ts';
import { DhTable } from './dh-table.tsx';
import { EndEffectorReadout } from './end-effector-readout.tsx';
import { JointControls } from './joint-controls.tsx';
import { MoveAnnouncement } from './move-announcement.tsx';
import { RobotExplanation } from './robot-explanation.tsx';
import { RobotNav } from './robot-nav.tsx';
import { ScenePanel } from './scene-panel.tsx';
import { SingularityNotice } from './singularity-notice.tsx';
import { TargetPanel } from './target-panel.tsx';
import { TeachPanel } from './teach-panel.tsx';
import { TrajectoryPlots } from './trajectory-plots.tsx';
import { TransformPanel } from './transform-panel.tsx';

function Simulation({ robotId, related }: { robotId: RobotId; related?: ReactNode }) {
  const model = robots[robotId];
  const sim = useRobotSimulation(model);
  const { params } = sim;
  return (
    <>
      {/* On a phone the controls come right after the view; on a wide screen they fill the right column.
          On a phone (or tablet) tall enough, the view stays stuck under the header while the
          controls, readouts and maths below it scroll, so the arm can be seen as it moves: the first
          column's box dissolves there (`contents`), making the view's wrapper an item of the whole
          grid, and what the browser scrolls into view (a focused slider) stops below the view.
          What starts below the first screen is laid out and painted only as it comes near
          (content-visibility), so the page's first layout, and the app's when it takes over, is of the
          view and the text above it; `auto` sizes keep the scrollbar steady meanwhile. */}
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] max-lg:[@media(min-height:36rem)]:[&_:is(input,select,button,textarea):not([data-sticky-view]_*)]:scroll-mt-[25rem]">
        <div className="min-w-0 space-y-4 max-lg:contents lg:col-start-1 lg:row-start-1">
          <div
            data-sticky-view=""
            className="z-10 min-w-0 max-lg:[@media(min-height:36rem)]:sticky max-lg:[@media(min-height:36rem)]:top-16"
          >
            <ScenePanel
              model={model}
              q={params.q}
              selectedJoint={sim.selectedJoint}
              onSelectJoint={sim.setSelectedJoint}
              onJoint={sim.setJoint}
              toggles={params}
              onToggles={sim.update}
              trailVersion={sim.trailVersion}
              viewHeightClass="h-52 sm:h-80 lg:h-[28rem]"
            />
          </div>
          <EndEffectorReadout model={model} q={params.q} />
          <SingularityNotice model={model} q={params.q} />
          <MoveAnnouncement model={model} q={params.q} />
        </div>
        <div className="space-y-6 [contain-intrinsic-block-size:auto_900px] [content-visibility:auto] lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className={cardClass}>
            <JointControls
              model={model}
              q={params.q}
              selectedJoint={sim.selectedJoint}
              onSelect={sim.setSelectedJoint}
              onChange={sim.setJoint}
            />
            <button type="button" onClick={sim.reset} className={`${secondaryButtonClass} mt-4`}>
              <RotateCcw aria-hidden className="size-4" /> Reset
            </button>
          </div>
          <div className={cardClass}>
            <TargetPanel
              model={model}
              target={params.target}
              onTarget={sim.setTarget}
              path={params.path}
              onPath={(path) => sim.update({ path })}
              ik={sim.ik}
              choice={sim.solutionChoice}
              onSolution={sim.choosePosture}
              onMove={sim.moveToTarget}
              alert={sim.alert}
              busy={sim.player.playing}
            />
          </div>
        </div>
        <div className="grid min-w-0 gap-4 [contain-intrinsic-block-size:auto_580px] [content-visibility:auto] lg:col-start-1 lg:row-start-2 xl:grid-cols-2">
          <div className={`${cardClass} min-w-0`}>
            <DhTable model={model} q={params.q} />
          </div>
          <div className="min-w-0">
            <TransformPanel model={model} q={params.q} />
          </div>
        </div>
      </div>
      <div className="mt-10 grid gap-6 [contain-intrinsic-block-size:auto_440px] [content-visibility:auto] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className={cardClass}>
          <TeachPanel
            model={model}
            points={params.points}
            onPoints={(points) => sim.update({ points })}
            onTeach={() => sim.update({ points: [...params.points, [...params.q]] })}
            speed={params.speed}
            onSpeed={(speed) => sim.update({ speed })}
            playing={sim.player.playing}
            onPlay={sim.playTour}
            onStop={sim.player.stop}
            alert={sim.tourAlert}
          />
        </div>
        <div className={`${cardClass} min-w-0`}>
          <TrajectoryPlots
            trajectory={sim.plan}
            joints={model.joints}
            time={sim.player.playing ? sim.player.time : null}
          />
        </div>
      </div>
      {related ? <div className="mt-10 max-w-3xl">{related}</div> : null}
      <div className="mt-12 [contain-intrinsic-block-size:auto_1000px] [content-visibility:auto]">
        <RobotExplanation model={model} />
      </div>
    </>
  );
}

/** `related` is a card placed before the explanation (the lab's "Learn the theory"). */
export function RobotSimulationPage({ robotId, related }: { robotId: RobotId; related?: ReactNode }) {
  const page = robotPage(robotId);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <PageMeta title={page.title} description={page.intro} />
      <RobotNav current={robotId} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
        {page.title}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-neutral-600 dark:text-neutral-300">{page.intro}</p>
      <Simulation key={robotId} robotId={robotId} related={related} />
    </div>
  );
}
