/**
 * D3 plots of the last planned path: each joint's position and velocity against time, with a cursor
 * at the moment being played. D3 computes the scales and the line shapes; React draws the SVG.
 */
import type { JointSpec } from '@tinkerlabs/kinematics/robot-model';
import type { Trajectory } from '@tinkerlabs/kinematics/trajectory';
import { extent, line, scaleLinear } from 'd3';
import { useMemo } from 'react';
import { jointSeries } from '../lib/plot-series.ts';
import { hintClass, panelHeadingClass } from './field-styles.ts';
import { formatValue } from '../lib/format-value.ts';

const width = 320;
const height = 120;
const margin = { top: 10, right: 10, bottom: 22, left: 46 };

function Plot({
  title,
  unit,
  points,
  duration,
  time,
  colour,
}: {
  title: string;
  unit: string;
  points: [number, number][];
  duration: number;
  time: number | null;
  colour: string;
}) {
  const { x, y, path } = useMemo(() => {
    const [low = 0, high = 0] = extent(points, (point) => point[1]);
    const pad = high - low < 1e-9 ? 1 : 0;
    const xScale = scaleLinear()
      .domain([0, Math.max(duration, 1e-3)])
      .range([margin.left, width - margin.right]);
    const yScale = scaleLinear()
      .domain([low - pad, high + pad])
      .nice()
      .range([height - margin.bottom, margin.top]);
    const shape = line<[number, number]>()
      .x((point) => xScale(point[0]))
      .y((point) => yScale(point[1]));
    return { x: xScale, y: yScale, path: shape(points) ?? '' };
  }, [points, duration]);
  const first = points[0]?.[1] ?? 0;
  const last = points[points.length - 1]?.[1] ?? 0;
  return (
    <figure className="min-w-0">
      <figcaption className="text-xs font-medium text-neutral-700 dark:text-neutral-300">
        {title} ({unit})
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${title} over ${formatValue(duration, 2)} s, from ${formatValue(first, 1)} to ${formatValue(last, 1)} ${unit}`}
        className="w-full text-neutral-500 dark:text-neutral-400"
      >
        {y.ticks(4).map((tick) => (
          <g key={tick} transform={`translate(0 ${y(tick)})`}>
            <line x1={margin.left} x2={width - margin.right} stroke="currentColor" strokeOpacity={0.2} />
            <text x={margin.left - 4} dy="0.32em" textAnchor="end" fontSize={10} fill="currentColor">
              {formatValue(tick, 1)}
            </text>
          </g>
        ))}
        {x.ticks(5).map((tick) => (
          <text key={tick} x={x(tick)} y={height - 6} textAnchor="middle" fontSize={10} fill="currentColor">
            {formatValue(tick, 2)} s
          </text>
        ))}
        <path d={path} fill="none" stroke={colour} strokeWidth={2} />
        {time !== null ? (
          <line
            x1={x(time)}
            x2={x(time)}
            y1={margin.top}
            y2={height - margin.bottom}
            stroke="currentColor"
            strokeDasharray="3 3"
          />
        ) : null}
      </svg>
    </figure>
  );
}

export function TrajectoryPlots({
  trajectory,
  joints,
  time,
}: {
  trajectory: Trajectory | null;
  joints: readonly JointSpec[];
  time: number | null;
}) {
  const series = useMemo(() => (trajectory ? jointSeries(trajectory, joints) : []), [trajectory, joints]);
  return (
    <section aria-labelledby="plots-heading">
      <h2 id="plots-heading" className={panelHeadingClass}>
        Joint positions and velocities
      </h2>
      {trajectory ? (
        <>
          <p className={`mt-1 ${hintClass}`}>
            The last planned path, {formatValue(trajectory.duration, 2)} s long. Each joint starts and stops
            at rest and stays within its rated velocity and acceleration.
          </p>
          <div className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {series.map((joint) => (
              <div key={joint.label} className="contents">
                <Plot
                  title={`${joint.label} position`}
                  unit={joint.unit}
                  points={joint.position}
                  duration={trajectory.duration}
                  time={time}
                  colour="#2563eb"
                />
                <Plot
                  title={`${joint.label} velocity`}
                  unit={`${joint.unit}/s`}
                  points={joint.velocity}
                  duration={trajectory.duration}
                  time={time}
                  colour="#16a34a"
                />
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className={`mt-2 ${hintClass}`}>
          No path planned yet. To draw each joint&rsquo;s position and velocity here, set a target and press{' '}
          <strong className="font-semibold">Move to target</strong>, or teach a point and press{' '}
          <strong className="font-semibold">Play path</strong>.
        </p>
      )}
    </section>
  );
}
