// The 3D view's page side with a stand-in worker: what it sends the scene, and what it shows for the
// scene's answers (the scene itself draws only in a browser: e2e/tests/robot-simulations.test.ts).
import { robots } from '@tinkerlabs/kinematics/robots';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromScene, ToScene } from '../scene/protocol.ts';
import { ScenePanel } from './scene-panel.tsx';

const model = robots.scara;
const toggles = { showFrames: false, showWorkspace: false, showTrail: true };

class FakeWorker extends EventTarget {
  static last: FakeWorker | null = null;
  readonly received: ToScene[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.last = this;
  }
  postMessage(message: ToScene) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: FromScene) {
    act(() => {
      this.dispatchEvent(new MessageEvent('message', { data: message }));
    });
  }
}

function panel(q: number[]) {
  return (
    <ScenePanel
      model={model}
      q={q}
      selectedJoint={0}
      onSelectJoint={() => {}}
      onJoint={() => {}}
      toggles={toggles}
      onToggles={() => {}}
      trailVersion={0}
    />
  );
}

const renderPanel = (q: number[]) => render(panel(q));

describe('the 3D view with a worker', () => {
  const offscreen = { kind: 'offscreen' };
  beforeEach(() => {
    window.matchMedia = vi
      .fn()
      .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      configurable: true,
      value: () => offscreen,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
    FakeWorker.last = null;
  });

  it('hands the canvas to the worker with the arm’s state, and loads until the first frame', () => {
    renderPanel([0, 1, 100, 0]);
    const worker = FakeWorker.last!;
    const [start] = worker.received;
    expect(start).toMatchObject({
      type: 'start',
      canvas: offscreen,
      state: { robot: 'scara', q: [0, 1, 100, 0] },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the 3D view');
    worker.answer({ type: 'drawn' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('canvas')).not.toBeNull();
  });

  it('sends the new pose, and a camera for a wheel turn, and ends the worker when removed', () => {
    const view = renderPanel([0, 1, 100, 0]);
    const worker = FakeWorker.last!;
    view.rerender(panel([0.5, 1, 100, 0]));
    expect(worker.received.at(-1)).toMatchObject({ type: 'state', state: { q: [0.5, 1, 100, 0] } });
    const start = worker.received[0] as Extract<ToScene, { type: 'start' }>;
    fireEvent.wheel(document.querySelector('canvas')!, { deltaY: -200 });
    const camera = worker.received.at(-1) as Extract<ToScene, { type: 'camera' }>;
    expect(camera.type).toBe('camera');
    const distance = (pose: { position: number[]; target: number[] }) =>
      Math.hypot(...pose.position.map((value, axis) => value - pose.target[axis]!));
    expect(distance(camera.camera)).toBeLessThan(distance(start.camera));
    view.unmount();
    expect(worker.terminated).toBe(true);
  });

  it('turns, zooms and resets the camera from the keyboard, and leaves the arrow keys to the joint', () => {
    const onJoint = vi.fn();
    render(
      <ScenePanel
        model={model}
        q={[0, 1, 100, 0]}
        selectedJoint={0}
        onSelectJoint={() => {}}
        onJoint={onJoint}
        toggles={toggles}
        onToggles={() => {}}
        trailVersion={0}
      />,
    );
    const worker = FakeWorker.last!;
    const start = (worker.received[0] as Extract<ToScene, { type: 'start' }>).camera;
    const view = screen.getByRole('group', { name: /^3D view of the arm/ });
    expect(view).toHaveAccessibleDescription(/W, A, S and D turn the camera, \+ and − zoom/);
    const lastCamera = () => (worker.received.at(-1) as Extract<ToScene, { type: 'camera' }>).camera;
    const distance = (pose: { position: number[]; target: number[] }) =>
      Math.hypot(...pose.position.map((value, axis) => value - pose.target[axis]!));

    fireEvent.keyDown(view, { key: 'd' });
    expect(worker.received.at(-1)?.type).toBe('camera');
    expect(lastCamera().position).not.toEqual(start.position);
    expect(distance(lastCamera())).toBeCloseTo(distance(start), 6);
    expect(view.querySelector('[data-camera]')?.getAttribute('data-camera')).toMatch(/^azimuth -?\d+/);

    fireEvent.keyDown(view, { key: '+' });
    expect(distance(lastCamera())).toBeCloseTo(distance(start) * 0.8, 6);
    fireEvent.keyDown(view, { key: '0' });
    expect(lastCamera().position.map((value) => value.toFixed(6))).toEqual(
      start.position.map((value) => value.toFixed(6)),
    );

    const sent = worker.received.length;
    fireEvent.keyDown(view, { key: 'ArrowRight' });
    expect(onJoint).toHaveBeenCalledOnce();
    expect(worker.received).toHaveLength(sent);
  });

  it('says so when neither the worker nor the page has WebGL', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderPanel([0, 1, 100, 0]);
    FakeWorker.last!.answer({ type: 'no-webgl' });
    expect(await screen.findByRole('note')).toHaveTextContent(/cannot show 3D graphics/);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('shows why the view could not start', () => {
    renderPanel([0, 1, 100, 0]);
    FakeWorker.last!.answer({ type: 'error', message: 'its code did not load' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'The 3D view could not start (its code did not load). The joint controls',
    );
  });
});
