/**
 * The robot lab in a lesson: the simulation page's 3D view and joint sliders, smaller, with the tool's
 * position and, when the lesson gives one, the target and how far the tool is from it.
 */
import { endEffectorPosition } from '@tinkerlabs/kinematics/forward';
import { robots } from '@tinkerlabs/kinematics/robots';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { EndEffectorReadout } from '@/features/robot-simulations/components/end-effector-readout.tsx';
import { JointControls } from '@/features/robot-simulations/components/joint-controls.tsx';
import { MoveAnnouncement } from '@/features/robot-simulations/components/move-announcement.tsx';
import { ScenePanel, type SceneToggles } from '@/features/robot-simulations/components/scene-panel.tsx';
import { formatValue } from '@/features/robot-simulations/lib/format-value.ts';
import { clampToLimits, toDisplay } from '@/features/robot-simulations/lib/joint-units.ts';
import { poseFromDisplay } from '@/features/robot-simulations/lib/simulation-address.ts';
import type { LiveWidgetProps } from './live-widget.ts';

const startToggles: SceneToggles = { showFrames: false, showWorkspace: false, showTrail: true };

function TargetReadout({ target, tool }: { target: readonly number[]; tool: readonly number[] }) {
  const distance = Math.hypot(...target.map((value, axis) => value - (tool[axis] ?? 0)));
  return (
    <p className="text-sm text-neutral-700 dark:text-neutral-300">
      Target ({target.map((value) => formatValue(value, 1)).join(', ')}) mm; the tool is{' '}
      <output aria-label="Distance from the tool to the target" className="font-mono tabular-nums">
        {formatValue(distance, 1)}
      </output>{' '}
      mm from it.
    </p>
  );
}

export default function RobotArmWidget({ attrs, onState }: LiveWidgetProps<'robotArm'>) {
  const model = robots[attrs.arm];
  const [q, setQ] = useState(() => poseFromDisplay(model, attrs.joints));
  const [selectedJoint, setSelectedJoint] = useState(0);
  const [toggles, setToggles] = useState(startToggles);
  const [trailVersion, setTrailVersion] = useState(0);

  const show = (next: number[]) => {
    setQ(next);
    onState({ ...attrs, joints: next.map((value, index) => toDisplay(model.joints[index]!, value)) });
  };
  const setJoint = (index: number, value: number) => {
    const joint = model.joints[index];
    if (!joint || !Number.isFinite(value)) return;
    show(q.map((current, i) => (i === index ? clampToLimits(joint, value) : current)));
  };

  return (
    <div className="grid gap-4 @2xl:grid-cols-[minmax(0,1fr)_17rem]">
      <div className="min-w-0">
        <ScenePanel
          model={model}
          q={q}
          selectedJoint={selectedJoint}
          onSelectJoint={setSelectedJoint}
          onJoint={setJoint}
          toggles={toggles}
          onToggles={(change) => setToggles((current) => ({ ...current, ...change }))}
          trailVersion={trailVersion}
          viewHeightClass="h-56 @2xl:h-64"
        />
      </div>
      <JointControls
        model={model}
        q={q}
        selectedJoint={selectedJoint}
        onSelect={setSelectedJoint}
        onChange={setJoint}
        headingLevel={4}
      />
      <div className="space-y-3 @2xl:col-span-2">
        <EndEffectorReadout model={model} q={q} headingLevel={4} />
        <MoveAnnouncement model={model} q={q} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          {attrs.target ? (
            <TargetReadout target={attrs.target} tool={[...endEffectorPosition(model, q)]} />
          ) : (
            <span />
          )}
          <button
            type="button"
            onClick={() => {
              show(poseFromDisplay(model, attrs.joints));
              setTrailVersion((version) => version + 1);
            }}
            className={secondaryButtonClass}
          >
            <RotateCcw aria-hidden="true" className="size-4" /> Reset
          </button>
        </div>
      </div>
    </div>
  );
}
