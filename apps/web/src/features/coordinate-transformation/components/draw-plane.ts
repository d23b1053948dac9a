// Draws a PlaneScene into an SVG group with D3 data joins, keyed by id so elements survive updates and a
// drag in progress keeps its target. World y points up; the SVG's y points down, so the y scale flips.
import { drag, scaleLinear, select, type ScaleLinear, type Selection } from 'd3';
import { arrowHead, svgPoints, type ScreenPoint } from '../lib/arrow-head.ts';
import { toParentFrame, type Point2D } from '@tinkerlabs/kinematics/frames/pose-2d';
import {
  axisLength,
  rotateHandleDistance,
  type PlaneDragHandlers,
  type PlaneFrame,
  type PlaneScene,
} from './plane-scene.ts';
import {
  frameTones,
  gridClass,
  guideTones,
  handleClass,
  pointClass,
  pointLabelClass,
} from './plane-tones.ts';

export const planeSize = 360;
const padding = 12;

export interface LivePlane {
  scene: PlaneScene;
  handlers: PlaneDragHandlers;
}

interface Scales {
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
}

type Group = Selection<SVGGElement, unknown, null, undefined>;

function scalesFor(extent: number): Scales {
  return {
    x: scaleLinear()
      .domain([-extent, extent])
      .range([padding, planeSize - padding]),
    y: scaleLinear()
      .domain([-extent, extent])
      .range([planeSize - padding, padding]),
  };
}

const toScreen = (s: Scales, p: Point2D): ScreenPoint => ({ x: s.x(p.x), y: s.y(p.y) });

function layer(root: Group, name: string): Group {
  const existing = root.select<SVGGElement>(`g.layer-${name}`);
  return existing.empty() ? root.append('g').attr('class', `layer-${name}`) : existing;
}

function drawGrid(group: Group, s: Scales, extent: number) {
  // The grid changes only with the extent; redrawing it on every slider step cost a restyle of its lines.
  if (group.attr('data-extent') === String(extent)) return;
  group.attr('data-extent', extent);
  const ticks = Array.from({ length: 2 * Math.floor(extent) + 1 }, (_, i) => i - Math.floor(extent));
  group
    .selectAll('line.grid-x')
    .data(ticks, (d) => String(d))
    .join('line')
    .attr('class', `grid-x ${gridClass}`)
    .attr('x1', (d) => s.x(d))
    .attr('x2', (d) => s.x(d))
    .attr('y1', s.y(-extent))
    .attr('y2', s.y(extent));
  group
    .selectAll('line.grid-y')
    .data(ticks, (d) => String(d))
    .join('line')
    .attr('class', `grid-y ${gridClass}`)
    .attr('y1', (d) => s.y(d))
    .attr('y2', (d) => s.y(d))
    .attr('x1', s.x(-extent))
    .attr('x2', s.x(extent));
  // Scale numbers along the bottom and left edges, out of the way of the frames near the middle.
  const labelled = ticks.filter((t) => t % 2 === 0 && Math.abs(t) < extent);
  group
    .selectAll('text.tick-x')
    .data(labelled, (d) => String(d))
    .join('text')
    .attr('class', 'tick-x fill-neutral-600 dark:fill-neutral-400')
    .attr('font-size', 10)
    .attr('x', (d) => s.x(d))
    .attr('y', s.y(-extent) - 4)
    .attr('text-anchor', 'middle')
    .text((d) => String(d));
  group
    .selectAll('text.tick-y')
    .data(
      labelled.filter((t) => t !== 0),
      (d) => String(d),
    )
    .join('text')
    .attr('class', 'tick-y fill-neutral-600 dark:fill-neutral-400')
    .attr('font-size', 10)
    .attr('x', s.x(-extent) + 4)
    .attr('y', (d) => s.y(d) + 3)
    .text((d) => String(d));
}

/** An axis label such as x_B: the letter with the frame's name as a subscript. */
function writeAxisLabel(
  text: Selection<SVGTextElement, unknown, null, undefined>,
  letter: string,
  frame: string,
) {
  if (text.attr('data-label') === `${letter}_${frame}`) return;
  text.attr('data-label', `${letter}_${frame}`);
  text.selectAll('tspan').remove();
  text.append('tspan').text(letter);
  text.append('tspan').attr('baseline-shift', 'sub').attr('font-size', '0.75em').text(frame);
}

function drawFrames(group: Group, s: Scales, frames: PlaneFrame[]) {
  group
    .selectAll<SVGGElement, PlaneFrame>('g.frame')
    .data(frames, (d) => d.id)
    .join((enter) => {
      const g = enter.append('g').attr('class', 'frame');
      for (const axis of ['x', 'y']) {
        g.append('line')
          .attr('class', `axis-${axis}`)
          .attr('stroke-width', 2.5)
          .attr('stroke-linecap', 'round');
        g.append('polygon').attr('class', `head-${axis}`);
        g.append('text').attr('class', `label-${axis}`).attr('font-size', 13).attr('font-style', 'italic');
      }
      g.append('text').attr('class', 'frame-name').attr('font-size', 12).attr('font-weight', 600);
      return g;
    })
    .each(function (frame) {
      const g = select(this);
      const tone = frameTones[frame.tone];
      const origin = toScreen(s, toParentFrame(frame.pose, { x: 0, y: 0 }));
      for (const axis of ['x', 'y'] as const) {
        const tipWorld = toParentFrame(
          frame.pose,
          axis === 'x' ? { x: axisLength, y: 0 } : { x: 0, y: axisLength },
        );
        // Beside the tip, on the side away from the other axis, so labels clear the rotation handle.
        const labelWorld = toParentFrame(
          frame.pose,
          axis === 'x' ? { x: axisLength - 0.1, y: -0.35 } : { x: -0.35, y: axisLength - 0.1 },
        );
        const tip = toScreen(s, tipWorld);
        const labelAt = toScreen(s, labelWorld);
        g.select(`line.axis-${axis}`)
          .attr('class', `axis-${axis} ${axis === 'x' ? tone.xAxis : tone.yAxis}`)
          .attr('stroke-dasharray', tone.dashed ? '5 4' : null)
          .attr('x1', origin.x)
          .attr('y1', origin.y)
          .attr('x2', tip.x)
          .attr('y2', tip.y);
        g.select(`polygon.head-${axis}`)
          .attr('class', `head-${axis} ${axis === 'x' ? tone.xHead : tone.yHead}`)
          .attr('points', svgPoints(arrowHead(origin, tip)));
        const label = g
          .select<SVGTextElement>(`text.label-${axis}`)
          .attr('class', `label-${axis} ${tone.label}`)
          .attr('x', labelAt.x)
          .attr('y', labelAt.y + 4)
          .attr('text-anchor', 'middle');
        writeAxisLabel(
          label as unknown as Selection<SVGTextElement, unknown, null, undefined>,
          axis,
          frame.name,
        );
      }
      // In the quadrant opposite both axes, which no axis of this frame ever crosses.
      const nameAt = toScreen(s, toParentFrame(frame.pose, { x: -0.45, y: -0.45 }));
      g.select('text.frame-name')
        .attr('class', `frame-name ${tone.label}`)
        .attr('x', nameAt.x)
        .attr('y', nameAt.y + 4)
        .attr('text-anchor', 'middle')
        .text(`{${frame.name}}`);
    });
}

function drawGuides(group: Group, s: Scales, scene: PlaneScene) {
  group
    .selectAll<SVGPolylineElement, PlaneScene['guides'][number]>('polyline.guide')
    .data(scene.guides, (d) => d.id)
    .join('polyline')
    .attr('class', (d) => `guide ${guideTones[d.tone]}`)
    .attr('fill', 'none')
    .attr('stroke-width', 1.5)
    .attr('stroke-dasharray', '3 3')
    .attr('points', (d) => svgPoints(d.points.map((p) => toScreen(s, p))));
}

function drawPoints(group: Group, s: Scales, scene: PlaneScene, live: { current: LivePlane }) {
  group
    .selectAll<SVGGElement, PlaneScene['points'][number]>('g.point')
    .data(scene.points, (d) => d.id)
    .join((enter) => {
      const g = enter.append('g').attr('class', 'point');
      // A larger invisible target makes the point easy to catch with a finger.
      g.append('circle').attr('class', 'hit').attr('r', 16).attr('fill', 'transparent');
      g.append('circle').attr('class', `dot ${pointClass}`).attr('r', 6).attr('stroke-width', 2);
      g.append('text')
        .attr('class', `name ${pointLabelClass}`)
        .attr('font-size', 13)
        .attr('font-weight', 700);
      g.filter((d) => d.id === live.current.handlers.pointId)
        .attr('class', 'point cursor-move touch-none')
        .call(
          drag<SVGGElement, PlaneScene['points'][number]>()
            .subject((event: { x: number; y: number }) => ({ x: event.x, y: event.y }))
            .container(() => group.node()!)
            .on('drag', (event: { x: number; y: number }) => {
              const sc = scalesFor(live.current.scene.extent);
              live.current.handlers.onMovePoint?.({ x: sc.x.invert(event.x), y: sc.y.invert(event.y) });
            }),
        );
      return g;
    })
    .each(function (point) {
      const at = toScreen(s, point.position);
      const g = select(this);
      g.selectAll('circle').attr('cx', at.x).attr('cy', at.y);
      g.select('text.name')
        .attr('x', at.x + 9)
        .attr('y', at.y - 9)
        .text(point.label);
    });
}

function drawHandles(group: Group, s: Scales, live: { current: LivePlane }) {
  const { scene, handlers } = live.current;
  const frame = scene.frames.find((f) => f.id === handlers.frameId);
  const handles = frame
    ? [
        { id: 'origin', at: toParentFrame(frame.pose, { x: 0, y: 0 }) },
        { id: 'rotate', at: toParentFrame(frame.pose, { x: rotateHandleDistance, y: 0 }) },
      ]
    : [];
  group
    .selectAll<SVGGElement, (typeof handles)[number]>('g.handle')
    .data(handles, (d) => d.id)
    .join((enter) => {
      const g = enter
        .append('g')
        .attr(
          'class',
          (d) => `handle handle-${d.id} touch-none ${d.id === 'origin' ? 'cursor-move' : 'cursor-grab'}`,
        );
      g.append('circle').attr('class', 'hit').attr('r', 16).attr('fill', 'transparent');
      g.append('circle')
        .attr('class', `mark ${handleClass}`)
        .attr('r', (d) => (d.id === 'origin' ? 7 : 6))
        .attr('stroke-width', 2.5)
        .attr('stroke-dasharray', (d) => (d.id === 'rotate' ? '3 2' : null));
      g.call(
        drag<SVGGElement, (typeof handles)[number]>()
          .subject((event: { x: number; y: number }) => ({ x: event.x, y: event.y }))
          .container(() => group.node()!)
          .on('drag', (event: { x: number; y: number; subject: unknown }, d) => {
            const current = live.current;
            const sc = scalesFor(current.scene.extent);
            const pointer = { x: sc.x.invert(event.x), y: sc.y.invert(event.y) };
            if (d.id === 'origin') current.handlers.onMoveFrame?.(pointer);
            const pose = current.scene.frames.find((f) => f.id === current.handlers.frameId)?.pose;
            if (d.id === 'rotate' && pose) {
              current.handlers.onRotateFrame?.(Math.atan2(pointer.y - pose.y, pointer.x - pose.x));
            }
          }),
      );
      return g;
    })
    .each(function (handle) {
      const at = toScreen(s, handle.at);
      select(this).selectAll('circle').attr('cx', at.x).attr('cy', at.y);
    });
}

/** Draws or updates the scene in `root`; `live` is read again on every drag event, so handlers stay current. */
export function drawPlane(root: SVGGElement, live: { current: LivePlane }) {
  const { scene } = live.current;
  const s = scalesFor(scene.extent);
  const group = select(root);
  drawGrid(layer(group, 'grid'), s, scene.extent);
  drawGuides(layer(group, 'guides'), s, scene);
  drawFrames(layer(group, 'frames'), s, scene.frames);
  drawHandles(layer(group, 'handles'), s, live);
  drawPoints(layer(group, 'points'), s, scene, live);
}
