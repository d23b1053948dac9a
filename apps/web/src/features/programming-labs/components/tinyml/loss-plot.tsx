/**
 * The TinyML lab's live loss plot, drawn with D3 (scales, paths, axes) in an SVG React owns: the
 * training loss of each epoch and, when the program holds out a validation split, the validation
 * loss. The loss falls over orders of magnitude, so the y axis is logarithmic; the x axis spans the
 * epochs asked for, so the curve grows across the plot as training runs. Its numbers are also a
 * table, behind "Show the data" (loss-table.tsx).
 */
import { axisBottom, axisLeft, format, line, scaleLinear, scaleLog, select } from 'd3';
import { useEffect, useId, useMemo, useRef } from 'react';
import type { EpochLoss } from '@/lib/code-runners/tinyml-device.ts';
import { tickCount, useChartWidth } from '@/lib/use-chart-width.ts';
import { epochTicks } from './epoch-ticks.ts';
import { LossTable } from './loss-table.tsx';

/** Drawn as wide as its column (at least 280 px), 220 px tall, so its labels keep their size. */
const height = 220;
const margin = { top: 12, right: 12, bottom: 34, left: 56 };

const series = [
  { name: 'Training loss', key: 'loss', strokeClass: 'stroke-primary-600 dark:stroke-primary-400' },
  {
    name: 'Validation loss',
    key: 'validationLoss',
    strokeClass: 'stroke-secondary-600 dark:stroke-secondary-400',
  },
] as const;

export function LossPlot({ losses, plannedEpochs }: { losses: EpochLoss[]; plannedEpochs: number }) {
  const titleId = useId();
  const [figure, width] = useChartWidth<HTMLElement>(560, 280);
  const xAxis = useRef<SVGGElement>(null);
  const yAxis = useRef<SVGGElement>(null);
  const shown = series.filter((s) => losses.some((point) => point[s.key] !== undefined));
  const lastEpoch = Math.max(plannedEpochs, losses.length);

  const { x, y, paths } = useMemo(() => {
    const values = losses.flatMap((point) => [point.loss, point.validationLoss ?? point.loss]);
    const positive = values.filter((value) => value > 0 && Number.isFinite(value));
    const low = positive.length > 0 ? Math.min(...positive) : 1e-3;
    const high = positive.length > 0 ? Math.max(...positive) : 1;
    const x = scaleLinear()
      .domain([1, Math.max(2, lastEpoch)])
      .range([margin.left, width - margin.right]);
    const y = scaleLog()
      .domain([low, Math.max(high, low * 10)])
      .nice()
      .range([height - margin.bottom, margin.top]);
    const paths = series.map(
      (s) =>
        line<EpochLoss>()
          .defined((point) => (point[s.key] ?? 0) > 0)
          .x((point) => x(point.epoch))
          .y((point) => y(point[s.key] ?? low))(losses) ?? '',
    );
    return { x, y, paths };
  }, [losses, lastEpoch, width]);

  useEffect(() => {
    if (xAxis.current)
      select(xAxis.current).call(
        axisBottom(x)
          .tickValues(epochTicks(lastEpoch, tickCount(width)))
          .tickFormat(format('d')),
      );
    if (yAxis.current) select(yAxis.current).call(axisLeft(y).ticks(4, '.1~e'));
  }, [x, y, width, lastEpoch]);

  const last = losses.at(-1);
  return (
    <figure ref={figure} className="min-w-0">
      <figcaption id={titleId} className="text-sm font-semibold text-neutral-900 dark:text-white">
        Loss per epoch
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-summary`}
        data-points={losses.length}
        className="mt-1 block h-[220px] w-full text-neutral-600 dark:text-neutral-300"
      >
        <g
          ref={xAxis}
          data-axis="epoch"
          transform={`translate(0,${height - margin.bottom})`}
          className="text-[11px]"
        />
        <g ref={yAxis} transform={`translate(${margin.left},0)`} className="text-[11px]" />
        <text
          x={(margin.left + width - margin.right) / 2}
          y={height - 2}
          textAnchor="middle"
          className="fill-current text-[11px]"
        >
          Epoch
        </text>
        <text
          transform={`translate(12,${(height - margin.bottom + margin.top) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-current text-[11px]"
        >
          Loss (log scale)
        </text>
        {series.map((s, index) => (
          <path key={s.key} d={paths[index]} fill="none" strokeWidth={1.75} className={s.strokeClass} />
        ))}
      </svg>
      <p
        id={`${titleId}-summary`}
        className="mt-1 flex flex-wrap gap-x-4 text-xs text-neutral-700 dark:text-neutral-300"
      >
        {shown.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" width="16" height="4" className="inline-block">
              <line x1="0" x2="16" y1="2" y2="2" strokeWidth={3} className={s.strokeClass} />
            </svg>
            {s.name}
          </span>
        ))}
        <span>
          {last
            ? `Epoch ${last.epoch} of ${plannedEpochs}: loss ${last.loss.toPrecision(3)}${
                last.validationLoss === undefined ? '' : `, validation ${last.validationLoss.toPrecision(3)}`
              }`
            : 'No training yet: run a program that calls train().'}
        </span>
      </p>
      {losses.length > 0 ? <LossTable losses={losses} /> : null}
    </figure>
  );
}
