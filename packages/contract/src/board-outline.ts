/**
 * A development board's outline as data (boards.yaml → API → the catalogue's drawing): its size, the
 * rows of header pins, the mounting holes and the connectors, in millimetres seen from above with
 * the origin at the top-left corner. The shapes are defined once here; the API's zod schema
 * (boardOutlineSchema in boards.ts) is typed against them, and the seed refuses an outline whose
 * pins, holes or connectors `outlineProblems` finds off the board. No zod here: the catalogue
 * page imports the pin positions at run time.
 */

export const boardSides = ['left', 'right', 'top', 'bottom'] as const;
export type BoardSide = (typeof boardSides)[number];

/** One straight row of pins (a header, a castellated edge, an edge connector). */
export interface BoardHeader {
  /** What the row carries, e.g. "GP0–GP15 (pins 1–20)". */
  label: string;
  /** Centre of the row's first pin, in mm from the board's left edge. */
  x: number;
  /** Centre of the row's first pin, in mm from the board's top edge. */
  y: number;
  /** How many pins (or edge contacts) the row has. */
  pins: number;
  /** Centre-to-centre distance of neighbouring positions: 2.54 mm on 0.1-inch headers. */
  pitchMM: number;
  /** The row runs to the right (x) or downwards (y). */
  along: 'x' | 'y';
  /**
   * Edge connectors only: one letter per contact, in order; `s` is a strip one pitch wide, `r` a
   * ring four pitches wide (the micro:bit's large pads). Its length is `pins`.
   */
  contacts?: string;
}

export interface BoardHole {
  x: number;
  y: number;
  diameterMM: number;
}

export interface BoardConnector {
  /** e.g. "Micro-USB" or "USB-C (power)". */
  label: string;
  side: BoardSide;
  /** Centre along that edge in mm (from the left for top/bottom, from the top for left/right); absent when the source does not place it. */
  centerMM?: number;
  /** Width along the edge in mm. */
  widthMM?: number;
}

export interface BoardOutline {
  /** Across the drawing (the board's long side, for most boards). */
  widthMM: number;
  /** Down the drawing. */
  heightMM: number;
  cornerRadiusMM?: number;
  headers: BoardHeader[];
  holes: BoardHole[];
  connectors: BoardConnector[];
  /** The document the figures come from (a datasheet, mechanical drawing or maker's design file). */
  source: string;
  /** What the source does not give, and where any other figure comes from. */
  notes?: string;
  /** True when some positions are estimated rather than read from the maker's figures. */
  estimated?: boolean;
}

/** One pin or edge contact, placed on the board. */
export interface OutlinePin {
  x: number;
  y: number;
  kind: 'pin' | 'strip' | 'ring';
  /** Size along the row in mm (pads of edge connectors); round pins are sized from the pitch. */
  span: number;
}

const ringPositions = 4;

/** The pins of one row, in order from its first. */
export function headerPins(header: BoardHeader): OutlinePin[] {
  const step = (positions: number) =>
    header.along === 'x'
      ? { x: header.x + positions * header.pitchMM, y: header.y }
      : { x: header.x, y: header.y + positions * header.pitchMM };
  if (!header.contacts) {
    return Array.from({ length: header.pins }, (_, index) => ({
      ...step(index),
      kind: 'pin' as const,
      span: pinDiameter(header.pitchMM),
    }));
  }
  const pins: OutlinePin[] = [];
  let position = 0;
  for (const letter of header.contacts) {
    const width = letter === 'r' ? ringPositions : 1;
    // Placed at the middle of the positions it covers.
    pins.push({
      ...step(position + (width - 1) / 2),
      kind: letter === 'r' ? 'ring' : 'strip',
      span: width * header.pitchMM - header.pitchMM * 0.3,
    });
    position += width;
  }
  return pins;
}

/** Every pin of the outline, row by row. */
export function outlinePins(outline: BoardOutline): OutlinePin[] {
  return outline.headers.flatMap(headerPins);
}

/** A round pad's diameter: 1.6 mm on a 2.54 mm grid, proportionally less on a finer one. */
export function pinDiameter(pitchMM: number): number {
  return Math.min(1.6, pitchMM * 0.63);
}

const inside = (low: number, high: number, limit: number) => low >= -1e-6 && high <= limit + 1e-6;

/**
 * What is wrong with an outline's geometry: pins, holes or connectors reaching off the board, or an
 * edge connector whose contacts do not match its pin count. Empty when it is drawable as given.
 * @example outlineProblems({ widthMM: 10, heightMM: 10, headers: [{ label: 'J1', x: 9.5, y: 5, pins: 1, pitchMM: 2.54, along: 'x' }], holes: [], connectors: [], source: 'x' })
 * // ['J1: pin 1 at (9.5, 5) mm reaches off the 10 × 10 mm board']
 */
export function outlineProblems(outline: BoardOutline): string[] {
  const { widthMM: width, heightMM: height } = outline;
  const size = `${width} × ${height} mm board`;
  const problems: string[] = [];
  for (const header of outline.headers) {
    if (header.contacts !== undefined && header.contacts.length !== header.pins) {
      problems.push(`${header.label}: ${header.contacts.length} contacts listed for ${header.pins} pins`);
      continue;
    }
    headerPins(header).forEach((pin, index) => {
      const alongX = header.along === 'x';
      // Edge contacts are drawn from their centre line to the nearest edge; a pin is a round pad.
      const halfX = pin.kind === 'pin' ? pin.span / 2 : alongX ? pin.span / 2 : 0;
      const halfY = pin.kind === 'pin' ? pin.span / 2 : alongX ? 0 : pin.span / 2;
      if (!inside(pin.x - halfX, pin.x + halfX, width) || !inside(pin.y - halfY, pin.y + halfY, height)) {
        problems.push(
          `${header.label}: pin ${index + 1} at (${round(pin.x)}, ${round(pin.y)}) mm reaches off the ${size}`,
        );
      }
    });
  }
  outline.holes.forEach((hole, index) => {
    const r = hole.diameterMM / 2;
    if (!inside(hole.x - r, hole.x + r, width) || !inside(hole.y - r, hole.y + r, height)) {
      problems.push(`hole ${index + 1} at (${hole.x}, ${hole.y}) mm reaches off the ${size}`);
    }
  });
  for (const connector of outline.connectors) {
    if (connector.centerMM === undefined) continue;
    const edge = connector.side === 'left' || connector.side === 'right' ? height : width;
    const half = (connector.widthMM ?? 0) / 2;
    if (!inside(connector.centerMM - half, connector.centerMM + half, edge)) {
      problems.push(`${connector.label}: reaches past the ${connector.side} edge's ${edge} mm`);
    }
  }
  return problems;
}

const round = (value: number) => Math.round(value * 100) / 100;
