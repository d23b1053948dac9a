/**
 * Plays a trajectory in real time (times the playback rate) with requestAnimationFrame, handing each
 * frame's pose to `onPose`. A looping tour jumps back to `loopFrom` (the end of its lead-in) so the
 * arm keeps circling the taught points instead of returning to where it started. When the system
 * asks for reduced motion, the arm jumps to where the trajectory ends (a loop, to where one round
 * ends) instead of moving there.
 */
import type { Trajectory } from '@tinkerlabs/kinematics/trajectory';
import { useCallback, useEffect, useRef, useState } from 'react';
import { poseAt } from '@tinkerlabs/kinematics/path-plan';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion.ts';

export interface PlayOptions {
  rate: number;
  /** Seconds into the trajectory where a loop restarts; no loop when undefined. */
  loopFrom?: number;
  /** The exact pose to rest in when the trajectory ends. */
  finalPose?: number[];
}

export interface TrajectoryPlayer {
  playing: boolean;
  /** Seconds into the trajectory being played (0 when idle). */
  time: number;
  play(trajectory: Trajectory, options: PlayOptions): void;
  stop(): void;
}

export function useTrajectoryPlayer(onPose: (q: number[]) => void): TrajectoryPlayer {
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const frame = useRef<number | null>(null);
  const onPoseRef = useRef(onPose);
  useEffect(() => {
    onPoseRef.current = onPose;
  }, [onPose]);

  const stop = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    setPlaying(false);
  }, []);

  const play = useCallback((trajectory: Trajectory, { rate, loopFrom, finalPose }: PlayOptions) => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    if (prefersReducedMotion()) {
      onPoseRef.current(finalPose ?? poseAt(trajectory, trajectory.duration));
      setTime(trajectory.duration);
      setPlaying(false);
      return;
    }
    let start: number | null = null;
    const loopLength = loopFrom === undefined ? 0 : trajectory.duration - loopFrom;
    const tick = (now: number) => {
      start ??= now;
      let t = ((now - start) / 1000) * rate;
      if (t >= trajectory.duration && loopFrom !== undefined && loopLength > 0) {
        t = loopFrom + ((t - loopFrom) % loopLength);
      }
      if (t >= trajectory.duration) {
        frame.current = null;
        onPoseRef.current(finalPose ?? poseAt(trajectory, trajectory.duration));
        setTime(trajectory.duration);
        setPlaying(false);
        return;
      }
      onPoseRef.current(poseAt(trajectory, t));
      setTime(t);
      frame.current = requestAnimationFrame(tick);
    };
    setPlaying(true);
    setTime(0);
    frame.current = requestAnimationFrame(tick);
  }, []);

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { playing, time, play, stop };
}
