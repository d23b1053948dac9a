// Each kind of lab widget: a region named for the lab, "Open in the lab" carrying the widget's state in
// the lab's own address format, and the placeholder until the box nears the screen, then the real lab.
// The 3D view has no WebGL here (its drawing is tested in the browser: e2e/tests/robot-simulations.test.ts).
import type { LabWidgetAttrs } from '@tinkerlabs/rich-text/lab-widget';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import LabWidget from './lab-widget.tsx';

/** An IntersectionObserver the test moves: `enter()` brings every observed box near the screen. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  static enter() {
    act(() => {
      for (const observer of FakeIntersectionObserver.observers) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length > 0)
          observer.callback(
            entries as IntersectionObserverEntry[],
            observer as unknown as IntersectionObserver,
          );
      }
    });
  }
}

beforeEach(() => {
  FakeIntersectionObserver.observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'matchMedia',
    vi.fn().mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWidget(attrs: LabWidgetAttrs, name: string) {
  renderPage(<LabWidget attrs={attrs} />, { at: '/learninghub/some-topic/some-lesson' });
  const region = screen.getByRole('region', { name });
  const link = () =>
    new URL(
      within(region).getByRole('link', { name: 'Open in the lab' }).getAttribute('href')!,
      'https://tinkerlabs.test',
    );
  return { region, link };
}

/** The placeholder is there and the lab is not; then the box nears the screen and the lab replaces it. */
async function expectPlaceholderThenLab(region: HTMLElement, lab: () => Promise<HTMLElement>) {
  expect(within(region).getByText('Loading the lab…')).toBeInTheDocument();
  expect(within(region).queryAllByRole('slider')).toHaveLength(0);
  expect(within(region).queryByRole('button', { name: 'Run' })).toBeNull();
  expect(FakeIntersectionObserver.observers.at(-1)?.options.rootMargin).toBe('200px');
  FakeIntersectionObserver.enter();
  const found = await lab();
  expect(within(region).queryByText('Loading the lab…')).toBeNull();
  return found;
}

describe('LabWidget', () => {
  it('robot arm: the 3D view and joint sliders at the lesson’s pose, opening the robot page on it', async () => {
    const { region, link } = renderWidget(
      { kind: 'robotArm', arm: 'scara', joints: [30, 45, 100, 0], target: [400, 250, 200] },
      'Robot arm: SCARA',
    );
    expect(link().pathname).toBe('/simulations/ScaraRobot');
    const search = link().searchParams;
    expect(['j1', 'j2', 'j3', 'j4', 'tx', 'ty', 'tz'].map((key) => search.get(key))).toEqual([
      '30',
      '45',
      '100',
      '0',
      '400',
      '250',
      '200',
    ]);

    const shoulder = await expectPlaceholderThenLab(region, () =>
      within(region).findByRole('slider', { name: 'Joint 1 (θ1, deg)' }),
    );
    expect(Number((shoulder as HTMLInputElement).value)).toBeCloseTo(30, 9);
    expect(within(region).getByRole('spinbutton', { name: 'Joint 1 (θ1, deg)' })).toHaveValue(30);
    expect(within(region).getByRole('spinbutton', { name: 'Joint 3 (d3, mm)' })).toHaveValue(100);
    expect(within(region).getByRole('status', { name: 'End-effector Z' })).toBeInTheDocument();
    expect(await within(region).findByRole('note')).toHaveTextContent(/cannot show 3D graphics/);
    expect(within(region).getByLabelText('Distance from the tool to the target')).toBeInTheDocument();

    fireEvent.change(shoulder, { target: { value: '-20' } });
    expect(link().searchParams.get('j1')).toBe('-20');
  });

  it('gridworld: the preset world, run by the chosen algorithm, opening the RL lab on both', async () => {
    const { region, link } = renderWidget(
      { kind: 'gridworld', world: 'cliff-walking', algorithm: 'q-learning' },
      'Gridworld: cliff walking',
    );
    expect(`${link().pathname}${link().search}`).toBe(
      '/labs/simulators/rl?world=cliff-walking&algorithm=q-learning',
    );

    await expectPlaceholderThenLab(region, () => within(region).findByRole('button', { name: 'Run' }));
    expect(within(region).getAllByRole('img', { name: /cliff, back to the start/ })).toHaveLength(10);
    expect(within(region).getByText('γ = 1, α = 0.5, ε = 0.1')).toBeInTheDocument();
    fireEvent.click(within(region).getByRole('button', { name: 'Step' }));
    expect(within(region).getByLabelText('Moves', { selector: 'output' })).toHaveTextContent('1');

    fireEvent.change(within(region).getByLabelText('Algorithm'), { target: { value: 'sarsa' } });
    expect(link().searchParams.get('algorithm')).toBe('sarsa');
  });

  it('gridworld: evaluates the random policy on Sutton and Barto’s 4 × 4 undiscounted, as the book does', async () => {
    const { region } = renderWidget(
      { kind: 'gridworld', world: 'sutton-barto-4x4', algorithm: 'policy-evaluation' },
      'Gridworld: Sutton and Barto 4 × 4',
    );
    const step = await expectPlaceholderThenLab(region, () =>
      within(region).findByRole('button', { name: 'Step' }),
    );
    fireEvent.click(step);
    fireEvent.click(step);
    // Figure 4.1, k = 2: −1.75 beside a terminal corner.
    expect(
      within(region).getByRole('img', { name: /^Row 1, column 2: reward −1\.00, value −1\.75/ }),
    ).toBeInTheDocument();
  });

  it('maze: the bundled maze and built-in mouse, opening the simulator on them', async () => {
    const { region, link } = renderWidget(
      { kind: 'maze', maze: 'classic/japan2013ef', text: null, mouse: 'flood-fill' },
      'Maze: japan2013ef',
    );
    expect(link().pathname).toBe('/labs/simulators/maze-simulators');
    expect(link().searchParams.get('maze')).toBe('classic/japan2013ef');
    expect(link().searchParams.get('mouse')).toBe('flood-fill');

    await expectPlaceholderThenLab(region, () => within(region).findByRole('button', { name: 'Run' }));
    expect(await within(region).findByRole('img', { name: /^Maze of 16 by 16 cells/ })).toBeInTheDocument();
    const mouse = within(region).getByLabelText('Algorithm');
    expect(mouse).toHaveValue('flood-fill');
    expect(
      within(mouse)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['flood-fill', 'left-wall', 'right-wall']);
    fireEvent.change(mouse, { target: { value: 'left-wall' } });
    expect(link().searchParams.get('mouse')).toBe('left-wall');
  });

  it('maze: a maze written in the lesson travels to the simulator in the fragment', () => {
    const text = 'o---o\n|   |\no---o\n';
    const { link } = renderWidget(
      { kind: 'maze', maze: null, text, mouse: 'left-wall' },
      'Maze: inline maze',
    );
    expect(link().search).toBe('?mouse=left-wall');
    expect(new URLSearchParams(link().hash.slice(1)).get('maze')).toBe(text);
  });

  it('coordinate frames: the 2D pose with its sliders, opening the lesson’s section on it', async () => {
    const { region, link } = renderWidget(
      { kind: 'coordinateFrames', figure: 'pose2d', values: [1, 0.5, 30] },
      'Coordinate frames: 2D pose',
    );
    expect(link().pathname).toBe('/coordinate-transformation-d3');
    expect(link().searchParams.get('pose')).toBe('1,0.5,30');
    expect(link().hash).toBe('#frames-heading');

    const angle = await expectPlaceholderThenLab(region, () =>
      within(region).findByRole('slider', { name: 'Body angle (deg)' }),
    );
    expect(angle).toHaveValue('30');
    expect(within(region).getByRole('slider', { name: 'Body X' })).toHaveValue('1');
    expect(
      within(region).getByRole('img', { name: 'World frame W, body frame B and the point p' }),
    ).toBeInTheDocument();
    fireEvent.change(angle, { target: { value: '90' } });
    expect(link().searchParams.get('pose')).toBe('1,0.5,90');
  });

  it('coordinate frames: the attitude in 3D with yaw, pitch and roll, opening the Euler section on it', async () => {
    const { region, link } = renderWidget(
      { kind: 'coordinateFrames', figure: 'euler', values: [30, 20, 10] },
      'Coordinate frames: Euler angles',
    );
    expect(link().searchParams.get('euler')).toBe('30,20,10');
    expect(link().hash).toBe('#euler-heading');

    const pitch = await expectPlaceholderThenLab(region, () =>
      within(region).findByRole('slider', { name: 'Pitch (deg)' }),
    );
    expect(pitch).toHaveValue('20');
    fireEvent.click(within(region).getByRole('button', { name: 'Show gimbal lock' }));
    expect(within(region).getByText(/^Gimbal lock: pitch is/)).toBeInTheDocument();
    expect(link().searchParams.get('euler')).toBe('30,90,10');
  });
});
