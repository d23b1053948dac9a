/**
 * The state of one robot's simulation page: joint values, target, taught points and view settings
 * (read from and mirrored to the address), the inverse-kinematics answer for the target, and the
 * motions (move to target, play the taught tour) with the trajectory last planned for the plots.
 */
import { degToRad } from '@tinkerlabs/kinematics/angles';
import { inverseKinematics } from '@tinkerlabs/kinematics/inverse';
import { unwrapTowardsPose } from '@tinkerlabs/kinematics/nearest-solution';
import { planLeg, planTour } from '@tinkerlabs/kinematics/path-plan';
import type { IkResult, RobotModel, Target } from '@tinkerlabs/kinematics/robot-model';
import { cartesianLineTrajectory, type Trajectory } from '@tinkerlabs/kinematics/trajectory';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { clampToLimits } from '../lib/joint-units.ts';
import { playbackRate, plannedSpeed } from '../lib/playback-speed.ts';
import { solutionChoice, unavailablePostureMessage } from '../lib/solution-choice.ts';
import {
  defaultParams,
  readSimulationParams,
  writeSimulationParams,
  type SimulationParams,
  type TargetInput,
} from '../lib/simulation-params.ts';
import { useAddressState } from './use-address-state.ts';
import { useTrajectoryPlayer } from './use-trajectory-player.ts';

export function packageTarget(model: RobotModel, target: TargetInput): Target {
  const { x, y, z } = target;
  return model.id === 'scara' ? { x, y, z, toolAngle: degToRad(target.toolAngle) } : { x, y, z };
}

/** The index of the solution closest to the current pose (the least joint motion). */
function nearestSolution(model: RobotModel, ik: IkResult, q: readonly number[]): number {
  if (!ik.ok) return 0;
  let best = 0;
  let bestDistance = Infinity;
  ik.solutions.forEach((solution, index) => {
    const goal = unwrapTowardsPose(model, solution.q, q);
    const distance = goal.reduce((sum, value, joint) => sum + Math.abs(value - (q[joint] ?? 0)), 0);
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}

export function useRobotSimulation(model: RobotModel) {
  const defaults = useMemo(() => defaultParams(model), [model]);
  // The router's address rather than the window's: the server draws the page's first paint from it too.
  const address = useLocation();
  const [params, setParams] = useState(() =>
    readSimulationParams(new URLSearchParams(address.search), model.joints, defaults),
  );
  const [selectedJoint, setSelectedJoint] = useState(0);
  // The chosen posture's name (see solution-choice.ts); null until the learner picks or types a target.
  const [posture, setPosture] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [tourAlert, setTourAlert] = useState<string | null>(null);
  const [plan, setPlan] = useState<Trajectory | null>(null);
  const [trailVersion, setTrailVersion] = useState(0);

  const update = useCallback((change: Partial<SimulationParams>) => {
    setParams((current) => ({ ...current, ...change }));
  }, []);
  const setPose = useCallback((q: number[]) => setParams((current) => ({ ...current, q })), []);
  const player = useTrajectoryPlayer(setPose);

  const search = writeSimulationParams(params, model.joints, { toolAngle: model.id === 'scara' });
  useAddressState(search, player.playing);

  const ik = useMemo(
    () => inverseKinematics(model, packageTarget(model, params.target)),
    [model, params.target],
  );
  // Offered until the learner picks one: the solution needing the least joint motion from here.
  const choice = useMemo(
    () => solutionChoice(ik, posture, nearestSolution(model, ik, params.q)),
    [ik, posture, model, params.q],
  );
  // The posture the panel shows as a choice now, if it shows one.
  const offeredPosture =
    ik.ok && ik.solutions.length > 1 && choice.index !== null
      ? (ik.solutions[choice.index]?.label ?? null)
      : null;

  const setJoint = useCallback(
    (index: number, value: number) => {
      const joint = model.joints[index];
      if (!joint || !Number.isFinite(value)) return;
      player.stop();
      setParams((current) => {
        const q = [...current.q];
        q[index] = clampToLimits(joint, value);
        return { ...current, q };
      });
    },
    [model, player],
  );

  const setTarget = useCallback(
    (target: TargetInput) => {
      setAlert(null);
      // The posture the learner sees stays while they type, even one they never clicked: each digit is
      // a new target, whose nearest solution may be the other posture.
      if (offeredPosture !== null) setPosture((current) => current ?? offeredPosture);
      update({ target });
    },
    [update, offeredPosture],
  );

  const moveToTarget = useCallback(() => {
    player.stop();
    if (!ik.ok) {
      setAlert(ik.message);
      return;
    }
    const speed = plannedSpeed(params.speed);
    if (params.path === 'joint') {
      if (choice.unavailable !== null) {
        const available = ik.solutions.map((solution) => solution.label);
        return setAlert(unavailablePostureMessage(choice.unavailable, available));
      }
      const solution = ik.solutions[choice.index];
      if (!solution) return;
      // The roll by whole turns towards where it is: inverse kinematics gives it in (−180°, 180°].
      const goal = unwrapTowardsPose(model, solution.q, params.q);
      const leg = planLeg(model, params.q, goal, 'joint', speed);
      if (!leg.ok) return setAlert(leg.message);
      setAlert(null);
      setPlan(leg.trajectory);
      player.play(leg.trajectory, { rate: playbackRate(params.speed), finalPose: goal });
      return;
    }
    const line = cartesianLineTrajectory(model, [...params.q], packageTarget(model, params.target), {
      speed,
    });
    if (!line.ok) return setAlert(line.message);
    setAlert(null);
    setPlan(line.trajectory);
    player.play(line.trajectory, { rate: playbackRate(params.speed) });
  }, [ik, choice, model, params, player]);

  const playTour = useCallback(
    (loop: boolean) => {
      player.stop();
      if (params.points.length === 0) return;
      const speed = plannedSpeed(params.speed);
      const first = params.points[0] ?? params.q;
      // A loop returns to the first point and replays from there, after the lead-in from the current pose.
      const leadIn = planLeg(model, params.q, first, params.path, speed);
      if (!leadIn.ok) return setTourAlert(`Point 1: ${leadIn.message}`);
      const whole = planTour(
        model,
        params.q,
        loop ? [...params.points, first] : params.points,
        params.path,
        speed,
      );
      if (!whole.ok) return setTourAlert(whole.message);
      setTourAlert(null);
      setPlan(whole.trajectory);
      const last = loop ? first : params.points[params.points.length - 1];
      player.play(whole.trajectory, {
        rate: playbackRate(params.speed),
        ...(loop ? { loopFrom: leadIn.trajectory.duration } : {}),
        ...(last && params.path === 'joint' ? { finalPose: [...last] } : {}),
      });
    },
    [model, params, player],
  );

  const reset = useCallback(() => {
    player.stop();
    setAlert(null);
    setTourAlert(null);
    setPosture(null);
    setPlan(null);
    setParams(defaults);
    setTrailVersion((version) => version + 1);
  }, [defaults, player]);

  return {
    params,
    update,
    setJoint,
    setTarget,
    selectedJoint,
    setSelectedJoint,
    ik,
    solutionChoice: choice,
    choosePosture: setPosture,
    moveToTarget,
    playTour,
    alert,
    tourAlert,
    plan,
    player,
    reset,
    trailVersion,
  };
}
