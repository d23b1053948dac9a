/**
 * /coordinate-transformation-d3: an interactive lesson on coordinate frames — points in two frames, the
 * rotation matrix and homogeneous transform, composition, the inverse, and Euler angles with gimbal lock.
 * Sections 1, 2 and 4 share one body frame and point, so the numbers agree across the page. The address
 * may set the starting pose and attitude.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AnchoredPoint } from '@tinkerlabs/kinematics/frames/anchored-point';
import { initialAngles } from '../lib/attitude-controls.ts';
import { initialBody, initialPoint, type BodyControls } from '../lib/body-controls.ts';
import { readAttitudeStart, readBodyStart } from '../lib/lab-address.ts';
import { CompositionSection } from './composition-section.tsx';
import { EulerSection } from './euler-section.tsx';
import { FramesSection } from './frames-section.tsx';
import { InverseSection } from './inverse-section.tsx';
import { TransformMatrixSection } from './transform-matrix-section.tsx';

export function CoordinateTransformationLesson() {
  // Another lesson's figure may open this page on its pose or attitude (lib/lab-address.ts).
  const [search] = useSearchParams();
  const [body, setBody] = useState<BodyControls>(() => readBodyStart(search) ?? initialBody);
  const [point, setPoint] = useState<AnchoredPoint>(initialPoint);
  const [attitude] = useState(() => readAttitudeStart(search) ?? initialAngles);
  return (
    <>
      <FramesSection body={body} onBodyChange={setBody} point={point} onPointChange={setPoint} />
      <TransformMatrixSection body={body} point={point} />
      <CompositionSection />
      <InverseSection body={body} point={point} />
      <EulerSection start={attitude} />
    </>
  );
}
