/**
 * /coordinate-transformation-d3: an interactive lesson on coordinate frames — points in two frames, the
 * rotation matrix and homogeneous transform, composition, the inverse, and Euler angles with gimbal lock.
 * Sections 1, 2 and 4 share one body frame and point, so the numbers agree across the page.
 */
import { useState } from 'react';
import type { AnchoredPoint } from '../lib/anchored-point.ts';
import { initialBody, initialPoint, type BodyControls } from '../lib/body-controls.ts';
import { CompositionSection } from './composition-section.tsx';
import { EulerSection } from './euler-section.tsx';
import { FramesSection } from './frames-section.tsx';
import { InverseSection } from './inverse-section.tsx';
import { TransformMatrixSection } from './transform-matrix-section.tsx';

export function CoordinateTransformationLesson() {
  const [body, setBody] = useState<BodyControls>(initialBody);
  const [point, setPoint] = useState<AnchoredPoint>(initialPoint);
  return (
    <>
      <FramesSection body={body} onBodyChange={setBody} point={point} onPointChange={setPoint} />
      <TransformMatrixSection body={body} point={point} />
      <CompositionSection />
      <InverseSection body={body} point={point} />
      <EulerSection />
    </>
  );
}
