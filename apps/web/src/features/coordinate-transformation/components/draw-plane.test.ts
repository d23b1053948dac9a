import { afterEach, describe, expect, it } from 'vitest';
import { drawPlane, type LivePlane } from './draw-plane.ts';
import type { PlaneScene } from './plane-scene.ts';

const svgNs = 'http://www.w3.org/2000/svg';

function sceneWith(extent: number, bodyX: number): PlaneScene {
  return {
    extent,
    frames: [
      { id: 'world', name: 'W', pose: { x: 0, y: 0, angle: 0 }, tone: 'world' },
      { id: 'body', name: 'B', pose: { x: bodyX, y: 1, angle: Math.PI / 6 }, tone: 'body' },
    ],
    points: [{ id: 'p', label: 'P', position: { x: 2, y: 1 } }],
    guides: [],
  };
}

/** Draws `first`, then records every change to the SVG while `second` is drawn. */
function changesWhenRedrawn(first: PlaneScene, second: PlaneScene) {
  const svg = document.createElementNS(svgNs, 'svg');
  const root = document.createElementNS(svgNs, 'g');
  svg.append(root);
  document.body.append(svg);
  const live: { current: LivePlane } = { current: { scene: first, handlers: {} } };
  drawPlane(root, live);
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  live.current = { scene: second, handlers: {} };
  drawPlane(root, live);
  const records = observer.takeRecords();
  observer.disconnect();
  const inLayer = (name: string) =>
    records.filter((record) => (record.target as Element).closest?.(`g.layer-${name}`) ?? false).length;
  return { root, inLayer, records };
}

afterEach(() => document.body.replaceChildren());

describe('drawPlane', () => {
  it('moves a frame without touching the grid or rewriting the axis labels', () => {
    const { root, inLayer, records } = changesWhenRedrawn(sceneWith(5, -2), sceneWith(5, 1));
    expect(inLayer('grid')).toBe(0);
    const axisLabelRewrites = records.filter(
      (record) =>
        record.type === 'childList' && (record.target as Element).matches('text.label-x, text.label-y'),
    );
    expect(axisLabelRewrites).toHaveLength(0);
    expect(inLayer('frames')).toBeGreaterThan(0);
    expect(root.querySelectorAll('g.layer-grid line.grid-x')).toHaveLength(11);
    const bodyLabel = root.querySelectorAll('g.frame')[1]!.querySelector('text.label-x');
    expect(bodyLabel?.textContent).toBe('xB');
  });

  it('redraws the grid when the extent changes', () => {
    const { root, inLayer } = changesWhenRedrawn(sceneWith(5, 0), sceneWith(3, 0));
    expect(inLayer('grid')).toBeGreaterThan(0);
    expect(root.querySelectorAll('g.layer-grid line.grid-x')).toHaveLength(7);
  });
});
