/**
 * A development board drawn from its outline data, to scale: the board's edge, every header pin
 * (or edge contact) where the maker's figures put it, the mounting holes and the connectors. One SVG
 * unit is one millimetre, and every drawing is shown at the same scale, so boards compare by size at
 * a glance. Colours come from the theme's classes and currentColor, so the drawing follows light and
 * dark mode, each at least 3:1 against the board's fill (pins amber-700 on emerald-50, amber-400 on
 * emerald-950); an outline with estimated positions has a dashed edge.
 */
import {
  outlinePins,
  type BoardConnector,
  type BoardOutline,
  type OutlinePin,
} from '@tinkerlabs/contract/board-outline';
import { outlineLabel } from '../../lib/board-outline-label.ts';

/** Screen pixels per millimetre: the Raspberry Pi 5 (85 mm) takes 255 px, the Pico 153 px. */
export const outlinePixelsPerMM = 3;

/** How far a connector is drawn into the board and past its edge (a symbol, not a measurement). */
const connectorDepth = 3;
const connectorOverhang = 1;

export function BoardOutlineDrawing({
  name,
  outline,
  scale = outlinePixelsPerMM,
  className = '',
}: {
  name: string;
  outline: BoardOutline;
  /** Pixels per millimetre; the drawing shrinks further when its container is narrower. */
  scale?: number;
  className?: string;
}) {
  const { widthMM: width, heightMM: height } = outline;
  const pins = outlinePins(outline);
  return (
    <svg
      role="img"
      aria-label={outlineLabel(name, outline)}
      viewBox={`0 0 ${width} ${height}`}
      // Connectors reach a millimetre past the edge, and strokes are centred on it.
      overflow="visible"
      style={{ width: `${width * scale}px` }}
      className={`block h-auto max-w-full text-emerald-800 dark:text-emerald-300 ${className}`}
    >
      <rect
        data-board-edge
        width={width}
        height={height}
        rx={outline.cornerRadiusMM ?? 1}
        className="fill-emerald-50 dark:fill-emerald-950"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeDasharray={outline.estimated ? '6 4' : undefined}
        vectorEffect="non-scaling-stroke"
      />
      {outline.connectors.map((connector, index) => (
        <ConnectorMark key={index} connector={connector} width={width} height={height} />
      ))}
      {outline.holes.map((hole, index) => (
        <circle
          key={index}
          data-hole
          cx={hole.x}
          cy={hole.y}
          r={hole.diameterMM / 2}
          className="fill-neutral-50 dark:fill-neutral-950"
          stroke="currentColor"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      <g className="fill-amber-700 dark:fill-amber-400">
        {pins.map((pin, index) => (
          <Pin key={index} pin={pin} height={height} />
        ))}
      </g>
    </svg>
  );
}

function Pin({ pin, height }: { pin: OutlinePin; height: number }) {
  if (pin.kind === 'pin') return <circle data-pin cx={pin.x} cy={pin.y} r={pin.span / 2} />;
  // An edge contact runs from its centre line to the edge it sits on (top or bottom).
  const reach = Math.min(pin.y, height - pin.y);
  return (
    <>
      <rect
        data-pin={pin.kind}
        x={pin.x - pin.span / 2}
        y={pin.y - reach}
        width={pin.span}
        height={reach * 2}
      />
      {pin.kind === 'ring' ? (
        <circle
          cx={pin.x}
          cy={pin.y}
          r={Math.min(2, reach * 0.8)}
          className="fill-neutral-50 dark:fill-neutral-950"
        />
      ) : null}
    </>
  );
}

/**
 * A connector where the maker places it; one only known by its edge marks that whole edge instead,
 * so the drawing does not claim a position the figures do not give.
 */
function ConnectorMark({
  connector,
  width,
  height,
}: {
  connector: BoardConnector;
  width: number;
  height: number;
}) {
  const vertical = connector.side === 'left' || connector.side === 'right';
  const edgeLength = vertical ? height : width;
  const className = 'fill-neutral-500 stroke-neutral-500 dark:fill-neutral-400 dark:stroke-neutral-400';
  if (connector.centerMM === undefined) {
    const inset = 0.8;
    const at = { left: inset, right: width - inset, top: inset, bottom: height - inset }[connector.side];
    return vertical ? (
      <line
        data-connector
        x1={at}
        x2={at}
        y1={2}
        y2={edgeLength - 2}
        className={className}
        strokeWidth={3}
        strokeDasharray="3 3"
        vectorEffect="non-scaling-stroke"
      />
    ) : (
      <line
        data-connector
        x1={2}
        x2={edgeLength - 2}
        y1={at}
        y2={at}
        className={className}
        strokeWidth={3}
        strokeDasharray="3 3"
        vectorEffect="non-scaling-stroke"
      />
    );
  }
  const size = connector.widthMM ?? 6;
  const start = connector.centerMM - size / 2;
  const depth = connectorDepth + connectorOverhang;
  const box = {
    left: { x: -connectorOverhang, y: start, w: depth, h: size },
    right: { x: width - connectorDepth, y: start, w: depth, h: size },
    top: { x: start, y: -connectorOverhang, w: size, h: depth },
    bottom: { x: start, y: height - connectorDepth, w: size, h: depth },
  }[connector.side];
  return (
    <rect data-connector x={box.x} y={box.y} width={box.w} height={box.h} rx={0.4} className={className} />
  );
}
