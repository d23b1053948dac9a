// Draws the attitude scene with D3: every line and panel projected by the orbit camera and painted far to
// near (the painter's algorithm, enough for a few convex pieces), labels on top. Dragging the view orbits
// the camera: sideways about world z, up and down in elevation.
import { drag, select, type Selection } from 'd3';
import { arrowHead, svgPoints, type ScreenPoint } from '../lib/arrow-head.ts';
import type { SceneItem } from '../lib/attitude-scene.ts';
import { cameraBasis, projectPoint, type OrbitCamera } from '../lib/orthographic-camera.ts';
import { roleStyles } from './attitude-tones.ts';

export const attitudeWidth = 360;
export const attitudeHeight = 320;
const pixelsPerUnit = 62;
const radiansPerPixel = 0.01;

export interface LiveAttitude {
  items: SceneItem[];
  camera: OrbitCamera;
  onOrbit: (dAzimuth: number, dElevation: number) => void;
}

interface Drawn {
  item: SceneItem;
  screen: ScreenPoint[];
  depth: number;
}

type Group = Selection<SVGGElement, unknown, null, undefined>;

function project(items: SceneItem[], camera: OrbitCamera): Drawn[] {
  const basis = cameraBasis(camera);
  return items.map((item) => {
    const projected = item.points.map((p) => projectPoint(basis, p));
    return {
      item,
      screen: projected.map((p) => ({
        x: attitudeWidth / 2 + p.x * pixelsPerUnit,
        y: attitudeHeight / 2 - p.y * pixelsPerUnit,
      })),
      depth: projected.reduce((sum, p) => sum + p.depth, 0) / projected.length,
    };
  });
}

function pathOf(drawn: Drawn): string {
  const [first, ...rest] = drawn.screen;
  const move = `M${first!.x.toFixed(2)},${first!.y.toFixed(2)}`;
  const lines = rest.map((p) => `L${p.x.toFixed(2)},${p.y.toFixed(2)}`).join('');
  return drawn.item.role === 'panel' ? `${move}${lines}Z` : `${move}${lines}`;
}

function drawShapes(group: Group, drawn: Drawn[]) {
  const sorted = [...drawn].sort((a, b) => a.depth - b.depth);
  group
    .selectAll<SVGGElement, Drawn>('g.shape')
    .data(sorted, (d) => d.item.id)
    .join((enter) => {
      const g = enter.append('g').attr('class', 'shape');
      g.append('path').attr('stroke-linecap', 'round').attr('stroke-linejoin', 'round');
      g.append('polygon').attr('class', 'head');
      return g;
    })
    .order()
    .each(function (d) {
      const style = roleStyles[d.item.role];
      const g = select(this);
      g.select('path')
        .attr('class', d.item.role === 'panel' ? `${style.stroke} ${style.fill}` : style.stroke)
        .attr('fill', d.item.role === 'panel' ? null : 'none')
        .attr('stroke-width', style.width)
        .attr('stroke-dasharray', style.dash ?? null)
        .attr('d', pathOf(d));
      const tail = d.screen[d.screen.length - 2]!;
      const tip = d.screen[d.screen.length - 1]!;
      g.select('polygon.head')
        .attr('class', `head ${style.fill}`)
        .attr('display', d.item.arrow ? null : 'none')
        .attr('points', d.item.arrow ? svgPoints(arrowHead(tail, tip, 8)) : '');
    });
}

function drawLabels(group: Group, drawn: Drawn[]) {
  const labelled = drawn.filter((d) => d.item.label);
  group
    .selectAll<SVGTextElement, Drawn>('text.label')
    .data(labelled, (d) => d.item.id)
    .join('text')
    .attr('class', (d) => `label ${roleStyles[d.item.role].label ?? ''}`)
    .attr('font-size', (d) => (d.item.role.endsWith('-axis') && d.item.role !== 'world-axis' ? 11 : 13))
    .attr('font-weight', 600)
    .attr('text-anchor', 'middle')
    .each(function (d) {
      const tail = d.screen[d.screen.length - 2]!;
      const tip = d.screen[d.screen.length - 1]!;
      // Just beyond the tip, along the line, so the label does not sit on it.
      const dx = tip.x - tail.x;
      const dy = tip.y - tail.y;
      const n = Math.hypot(dx, dy) || 1;
      const [letter, subscript] = d.item.label!.split('_');
      const text = select(this)
        .attr('x', tip.x + (dx / n) * 12)
        .attr('y', tip.y + (dy / n) * 12 + 4);
      text.selectAll('tspan').remove();
      text.append('tspan').text(letter!);
      if (subscript)
        text.append('tspan').attr('baseline-shift', 'sub').attr('font-size', '0.75em').text(subscript);
    });
}

/** Draws or updates the view in `root`. */
export function drawAttitude(root: SVGGElement, live: { current: LiveAttitude }) {
  const group = select(root);
  const shapes = group.select<SVGGElement>('g.shapes').empty()
    ? group.append('g').attr('class', 'shapes')
    : group.select<SVGGElement>('g.shapes');
  const labels = group.select<SVGGElement>('g.labels').empty()
    ? group.append('g').attr('class', 'labels')
    : group.select<SVGGElement>('g.labels');
  const drawn = project(live.current.items, live.current.camera);
  drawShapes(shapes, drawn);
  drawLabels(labels, drawn);
}

/** Makes dragging on `surface` orbit the camera; returns the function that removes the behaviour. */
export function attachOrbitDrag(surface: SVGSVGElement, live: { current: LiveAttitude }): () => void {
  const svg = select(surface);
  svg.call(
    drag<SVGSVGElement, unknown>().on('drag', (event: { dx: number; dy: number }) => {
      // Dragging right turns the scene right, i.e. the camera left; dragging down raises the camera.
      live.current.onOrbit(-event.dx * radiansPerPixel, event.dy * radiansPerPixel);
    }),
  );
  return () => {
    svg.on('.drag', null);
  };
}
