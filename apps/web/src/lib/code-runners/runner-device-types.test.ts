/**
 * Each runner's device state is a type of its own, checked by the type checker (`tsc -p apps/web`
 * reads this file; at run time these expectations do nothing): a page receives the board or the
 * training's view as what it is, with no cast, and a language without a device cannot send one.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { CppCompileReport } from './cpp-compile-report.ts';
import type { createCppRunner } from './cpp-runner.ts';
import type { createMicroPythonRunner } from './micropython-runner.ts';
import type { createPythonRunner } from './python-runner.ts';
import type { RunnerEvent } from './runner-protocol.ts';
import type { TinyMlDeviceState } from './tinyml-device.ts';
import type { createTinyMlRunner } from './tinyml-runner.ts';
import type { BoardState } from './virtual-board.ts';

/** The events a runner factory takes. */
type EventsOf<Factory extends (...args: never[]) => unknown> = Parameters<Factory>[0];
/** The state a runner's `onDevice` receives (`never`: the runner has no device to report). */
type DeviceOf<Factory extends (...args: never[]) => unknown> = Parameters<
  NonNullable<EventsOf<Factory>['onDevice']>
>[0];

describe('the runners’ device states', () => {
  it('is the virtual board’s state for MicroPython and the training’s view for TinyML', () => {
    expectTypeOf<DeviceOf<typeof createMicroPythonRunner>>().toEqualTypeOf<BoardState>();
    expectTypeOf<DeviceOf<typeof createTinyMlRunner>>().toEqualTypeOf<TinyMlDeviceState>();
  });

  it('is nothing for Python and C++: they have no device events', () => {
    expectTypeOf<DeviceOf<typeof createPythonRunner>>().toBeNever();
    expectTypeOf<DeviceOf<typeof createCppRunner>>().toBeNever();
    // A worker without a device cannot post one either.
    expectTypeOf<Extract<RunnerEvent, { type: 'device' }>['state']>().toBeNever();
  });

  it('gives C++ its compile’s diagnostics as an event of their own', () => {
    expectTypeOf<EventsOf<typeof createCppRunner>>()
      .toHaveProperty('onDiagnostics')
      .toEqualTypeOf<((report: CppCompileReport) => void) | undefined>();
    expectTypeOf<EventsOf<typeof createPythonRunner>>().not.toHaveProperty('onDiagnostics');
  });
});
