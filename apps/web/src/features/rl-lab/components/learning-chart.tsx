/**
 * A live learning curve drawn with D3: one or more series over episodes (returns, steps, a running
 * average) with axes, an optional dashed target line and an optional dotted mark at one episode
 * (when cart-pole was first solved). D3 computes the scales, paths and axes;
 * React owns the SVG. Long runs are thinned to a few hundred points so redrawing stays cheap.
 */
import { axisBottom, axisLeft, line, max, min, scaleLinear, select } from 'd3';
import { useEffect, useId, useMemo, useRef } from 'react';
import { tickCount, useChartWidth } from '@/lib/use-chart-width.ts';
import { downsample } from '../lib/downsample.ts';

export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** Tailwind stroke classes, light and dark. */
  strokeClass: string;
}

/** Drawn as wide as its column (at least 280 px), 220 px tall, so its labels keep their size. */
const height = 220;
const margin = { top: 12, right: 12, bottom: 34, left: 48 };

export function LearningChart({
  title,
  yLabel,
  series,
  target,
  marker,
}: {
  title: string;
  yLabel: string;
  series: ChartSeries[];
  target?: { value: number; label: string };
  /** A vertical dotted line at an episode (counted from 1). */
  marker?: { episode: number; label: string };
}) {
  const titleId = useId();
  const [figure, width] = useChartWidth<HTMLElement>(560, 280);
  const xAxis = useRef<SVGGElement>(null);
  const yAxis = useRef<SVGGElement>(null);
  const episodes = Math.max(0, ...series.map((s) => s.values.length));

  const { x, y, paths } = useMemo(() => {
    const thinned = series.map((s) => downsample(s.values, 300));
    const all = thinned.flat().map((p) => p.y);
    const low = Math.min(min(all) ?? 0, 0, target?.value ?? 0);
    const high = Math.max(max(all) ?? 1, target?.value ?? 0, low + 1);
    const x = scaleLinear()
      .domain([1, Math.max(2, episodes)])
      .range([margin.left, width - margin.right]);
    const y = scaleLinear()
      .domain([low, high])
      .nice()
      .range([height - margin.bottom, margin.top]);
    const path = line<{ x: number; y: number }>()
      .x((p) => x(p.x))
      .y((p) => y(p.y));
    return { x, y, paths: thinned.map((points) => path(points) ?? '') };
  }, [series, episodes, target, width]);

  useEffect(() => {
    if (xAxis.current) select(xAxis.current).call(axisBottom(x).ticks(tickCount(width), 'd'));
    if (yAxis.current) select(yAxis.current).call(axisLeft(y).ticks(5));
  }, [x, y, width]);

  const last = series.map((s) => `${s.name} ${s.values.at(-1)?.toFixed(2).replace(/\.00$/, '') ?? 'none'}`);
  return (
    <figure ref={figure} className="min-w-0">
      <figcaption id={titleId} className="text-sm font-semibold text-neutral-900 dark:text-white">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
        className="mt-1 block h-[220px] w-full text-neutral-600 dark:text-neutral-300"
      >
        <g ref={xAxis} transform={`translate(0,${height - margin.bottom})`} className="text-[11px]" />
        <g ref={yAxis} transform={`translate(${margin.left},0)`} className="text-[11px]" />
        <text
          x={(margin.left + width - margin.right) / 2}
          y={height - 2}
          textAnchor="middle"
          className="fill-current text-[11px]"
        >
          Episode
        </text>
        <text
          transform={`translate(12,${(height - margin.bottom + margin.top) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-current text-[11px]"
        >
          {yLabel}
        </text>
        {target ? (
          <line
            x1={margin.left}
            x2={width - margin.right}
            y1={y(target.value)}
            y2={y(target.value)}
            strokeDasharray="5 4"
            className="stroke-neutral-400 dark:stroke-neutral-500"
          />
        ) : null}
        {marker ? (
          <line
            x1={x(marker.episode)}
            x2={x(marker.episode)}
            y1={margin.top}
            y2={height - margin.bottom}
            strokeDasharray="2 3"
            className="stroke-neutral-500 dark:stroke-neutral-400"
          />
        ) : null}
        {paths.map((d, i) => (
          <path
            key={series[i]!.name}
            d={d}
            fill="none"
            strokeWidth={1.75}
            className={series[i]!.strokeClass}
          />
        ))}
      </svg>
      <p
        id={`${titleId}-summary`}
        className="mt-1 flex flex-wrap gap-x-4 text-xs text-neutral-700 dark:text-neutral-300"
      >
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" width="16" height="4" className="inline-block">
              <line x1="0" x2="16" y1="2" y2="2" strokeWidth={3} className={s.strokeClass} />
            </svg>
            {s.name}
          </span>
        ))}
        {target ? <span>Dashed: {target.label}</span> : null}
        {marker ? <span>Dotted: {marker.label}</span> : null}
        <span className="sr-only">
          {episodes} episodes; latest: {last.join(', ')}
        </span>
      </p>
    </figure>
  );
}
