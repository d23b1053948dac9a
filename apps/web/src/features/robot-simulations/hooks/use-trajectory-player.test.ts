import type { Trajectory } from '@tinkerlabs/kinematics/trajectory';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTrajectoryPlayer } from './use-trajectory-player.ts';

const sample = (t: number, q: number[]) => ({ t, q, qd: [0, 0], qdd: [0, 0], position: [0, 0, 0] as const });
const trajectory: Trajectory = {
  duration: 2,
  samples: [sample(0, [0, 0]), sample(1, [0.5, 5]), sample(2, [1, 10])].map((s) => ({
    ...s,
    position: [...s.position] as [number, number, number],
  })),
};

const systemAsks = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useTrajectoryPlayer', () => {
  it('moves the arm frame by frame', () => {
    systemAsks(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const onPose = vi.fn();
    const { result } = renderHook(() => useTrajectoryPlayer(onPose));
    act(() => result.current.play(trajectory, { rate: 1 }));
    expect(result.current.playing).toBe(true);
    expect(onPose).not.toHaveBeenCalled();
    act(() => frames.shift()!(1000));
    act(() => frames.shift()!(2000));
    expect(onPose).toHaveBeenLastCalledWith([0.5, 5]);
    act(() => result.current.stop());
  });

  it('jumps to where the trajectory ends when the system asks for reduced motion', () => {
    systemAsks(true);
    const requestFrame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', requestFrame);
    const onPose = vi.fn();
    const { result } = renderHook(() => useTrajectoryPlayer(onPose));
    act(() => result.current.play(trajectory, { rate: 1 }));
    expect(onPose).toHaveBeenCalledExactlyOnceWith([1, 10]);
    expect(requestFrame).not.toHaveBeenCalled();
    expect(result.current.playing).toBe(false);
    expect(result.current.time).toBe(2);

    // A looping tour too: it rests where its exact final pose is, rather than circling for ever.
    act(() => result.current.play(trajectory, { rate: 1, loopFrom: 1, finalPose: [0.9, 9] }));
    expect(onPose).toHaveBeenLastCalledWith([0.9, 9]);
    expect(result.current.playing).toBe(false);
  });
});
