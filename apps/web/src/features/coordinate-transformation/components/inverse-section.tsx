/**
 * Section 4: the inverse transform T⁻¹ = [Rᵀ, −Rᵀt; 0 1] of the body in section 1, drawn from the body's
 * point of view and checked numerically: T·T⁻¹ = I, and T⁻¹ takes ᵂp back to ᴮp.
 */
import { pointInBothFrames, type AnchoredPoint } from '@tinkerlabs/kinematics/frames/anchored-point';
import { poseFromControls, type BodyControls } from '../lib/body-controls.ts';
import { formatPoint, latexColumn, latexMatrix } from '../lib/latex-format.ts';
import { identityMatrix, maxAbsDifference, multiplyMatrices } from '@tinkerlabs/kinematics/frames/row-matrix';
import { homogeneousMatrix2d, identityPose, invertPose } from '@tinkerlabs/kinematics/frames/pose-2d';
import { PlaneFigure } from './plane-figure.tsx';
import type { PlaneScene } from './plane-scene.ts';
import { figureGridClass, proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';
import { Tex, TexBlock } from './tex.tsx';

export function InverseSection({ body, point }: { body: BodyControls; point: AnchoredPoint }) {
  const pose = poseFromControls(body);
  const inverse = invertPose(pose);
  const { world, body: inBody } = pointInBothFrames(pose, point);
  const transform = homogeneousMatrix2d(pose);
  const inverseMatrix = homogeneousMatrix2d(inverse);
  const product = multiplyMatrices(transform, inverseMatrix);
  const error = maxAbsDifference(product, identityMatrix(3));

  // The same situation as section 1, redrawn in body coordinates: now {B} is fixed and {W} has moved.
  const scene: PlaneScene = {
    extent: 5,
    frames: [
      { id: 'world', name: 'W', pose: inverse, tone: 'world' },
      { id: 'body', name: 'B', pose: identityPose, tone: 'body' },
    ],
    guides: [{ id: 'body-path', tone: 'body', points: [{ x: 0, y: 0 }, { x: inBody.x, y: 0 }, inBody] }],
    points: [{ id: 'p', label: 'p', position: inBody }],
  };

  return (
    <section aria-labelledby="inverse-heading" className={sectionClass}>
      <h2 id="inverse-heading" className={sectionHeadingClass}>
        4. The inverse transform
      </h2>
      <div className={proseClass}>
        <p>
          <Tex>{'{}^W T_B'}</Tex> turns body coordinates into world coordinates; the way back is its inverse,{' '}
          <Tex>{'{}^B T_W = ({}^W T_B)^{-1}'}</Tex>. Solve{' '}
          <Tex>{'{}^W\\mathbf p = R\\,{}^B\\mathbf p + \\mathbf t'}</Tex> for <Tex>{'{}^B\\mathbf p'}</Tex>:
          subtract <Tex>{'\\mathbf t'}</Tex>, then multiply by <Tex>{'R^{-1} = R^\\mathsf{T}'}</Tex>, which
          gives <Tex>{'{}^B\\mathbf p = R^\\mathsf{T}\\,{}^W\\mathbf p - R^\\mathsf{T}\\mathbf t'}</Tex>. As a
          matrix:
        </p>
      </div>
      <div className="mt-6">
        <TexBlock title="Inverse of a homogeneous transform">
          {`T^{-1} = \\begin{bmatrix} R^\\mathsf{T} & -R^\\mathsf{T}\\mathbf t \\\\ \\mathbf 0^\\mathsf{T} & 1 \\end{bmatrix} = ${latexMatrix(inverseMatrix, 3)}`}
        </TexBlock>
      </div>
      <div className={proseClass}>
        <p>
          A common mistake is to write <Tex>{'-\\mathbf t'}</Tex> in the corner. The translation has to be
          expressed in the body&apos;s axes before it is undone, hence <Tex>{'-R^\\mathsf{T}\\mathbf t'}</Tex>
          ; the two agree only when the body is not turned (or sits at the origin). Geometrically,{' '}
          <Tex>{'T^{-1}'}</Tex> is the world&apos;s pose seen from the body: the world origin sits at{' '}
          <Tex>{'-R^\\mathsf{T}\\mathbf t'}</Tex> in body coordinates, turned by <Tex>{'-\\theta'}</Tex>. The
          figure redraws section 1 that way, with the body fixed and the world moved; the point has the same
          body coordinates in both pictures.
        </p>
      </div>

      <div className={figureGridClass}>
        <PlaneFigure
          title="The world frame seen from the body frame"
          description={`In body coordinates the world origin is at ${formatPoint(inverse.x, inverse.y)}, and the point p at ${formatPoint(inBody.x, inBody.y)}.`}
          scene={scene}
        />
        <div className="space-y-4">
          <TexBlock title="T times its inverse is the identity">{`T\\,T^{-1} = ${latexMatrix(product, 3)}`}</TexBlock>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            Largest difference from <Tex>{'I'}</Tex>:{' '}
            <output aria-label="Largest difference from the identity" className="font-mono tabular-nums">
              {error.toExponential(1)}
            </output>
            , which is floating-point rounding.
          </p>
        </div>
      </div>
      <div className="mt-6">
        <TexBlock title="Back from the world to the body, with the numbers of section 1">
          {`{}^B\\tilde{\\mathbf p} = T^{-1}\\,{}^W\\tilde{\\mathbf p}:\\ ${latexColumn([inBody.x, inBody.y, 1])} = ${latexMatrix(inverseMatrix)} ${latexColumn([world.x, world.y, 1])}`}
        </TexBlock>
      </div>
    </section>
  );
}
