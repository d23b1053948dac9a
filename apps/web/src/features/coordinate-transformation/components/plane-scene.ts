// What a 2D figure shows — frames, points and guide lines in world coordinates — and how the visitor may
// drag them. The lesson's sections build scenes; draw-plane.ts turns them into SVG.
import type { Point2D, Pose2D } from '@tinkerlabs/kinematics/frames/pose-2d';
import type { FrameTone, GuideTone } from './plane-tones.ts';

export interface PlaneFrame {
  id: string;
  /** The frame's letter, written as {W}, {B} … and as the subscript of its axis labels. */
  name: string;
  pose: Pose2D;
  tone: FrameTone;
}

export interface PlanePoint {
  id: string;
  label: string;
  position: Point2D;
}

/** A polyline, such as the path from an origin along the axes to a point, showing its coordinates. */
export interface PlaneGuide {
  id: string;
  points: Point2D[];
  tone: GuideTone;
}

export interface PlaneScene {
  /** Half the width of the view, in world units; the view is square and centred on the world origin. */
  extent: number;
  frames: PlaneFrame[];
  points: PlanePoint[];
  guides: PlaneGuide[];
}

/** Pointer handlers, each given world coordinates; a figure without them draws no handles. */
export interface PlaneDragHandlers {
  /** The frame whose origin and rotation handle can be dragged. */
  frameId?: string;
  onMoveFrame?: (origin: Point2D) => void;
  onRotateFrame?: (angle: number) => void;
  /** The point that can be dragged. */
  pointId?: string;
  onMovePoint?: (position: Point2D) => void;
}

/** The drawn length of a frame's axes, in world units; the rotation handle sits just beyond the x axis. */
export const axisLength = 1.3;
export const rotateHandleDistance = 1.75;
