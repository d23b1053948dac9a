/**
 * Section 2: the rotation matrix R(θ) and the homogeneous transform T of the body in section 1, with the
 * visitor's numbers, and ᵂp = T ᴮp evaluated with them.
 */
import { pointInBothFrames, type AnchoredPoint } from '@tinkerlabs/kinematics/frames/anchored-point';
import { poseFromControls, type BodyControls } from '../lib/body-controls.ts';
import { latexColumn, latexMatrix, latexNumber } from '../lib/latex-format.ts';
import { homogeneousMatrix2d, rotationMatrix2d } from '@tinkerlabs/kinematics/frames/pose-2d';
import { proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';
import { Tex, TexBlock } from './tex.tsx';

export function TransformMatrixSection({ body, point }: { body: BodyControls; point: AnchoredPoint }) {
  const pose = poseFromControls(body);
  const { world, body: inBody } = pointInBothFrames(pose, point);
  const theta = `${body.angleDeg}^\\circ`;
  const rotation = rotationMatrix2d(pose.angle);
  const transform = homogeneousMatrix2d(pose);

  return (
    <section aria-labelledby="matrices-heading" className={sectionClass}>
      <h2 id="matrices-heading" className={sectionHeadingClass}>
        2. The rotation matrix and the homogeneous transform
      </h2>
      <div className={proseClass}>
        <p>
          Turning a vector by <Tex>{'\\theta'}</Tex> is a matrix product with the rotation matrix{' '}
          <Tex>{'R(\\theta)'}</Tex>. Its columns are the body&apos;s axes written in world coordinates: the
          first column <Tex>{'(\\cos\\theta, \\sin\\theta)'}</Tex> is the body&apos;s x axis, the second{' '}
          <Tex>{'(-\\sin\\theta, \\cos\\theta)'}</Tex> its y axis. So <Tex>{'R\\,{}^B\\mathbf p'}</Tex> is{' '}
          <Tex>{'{}^Bp_x'}</Tex> steps along the body&apos;s x axis plus <Tex>{'{}^Bp_y'}</Tex> steps along
          its y axis: exactly the red guide in the figure above, measured in world units.
        </p>
        <p>
          The columns are perpendicular unit vectors, so <Tex>{'R^\\mathsf{T} R = I'}</Tex> and{' '}
          <Tex>{'\\det R = 1'}</Tex>: a rotation keeps lengths and angles, does not mirror, and is undone by
          its transpose, <Tex>{'R^{-1} = R^\\mathsf{T}'}</Tex>.
        </p>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <TexBlock title="Rotation matrix">
          {`R(\\theta) = \\begin{bmatrix} \\cos\\theta & -\\sin\\theta \\\\ \\sin\\theta & \\cos\\theta \\end{bmatrix},\\quad R(${theta}) = ${latexMatrix(rotation, 3)}`}
        </TexBlock>
        <TexBlock title="Homogeneous transform of the body">
          {`{}^W T_B = \\begin{bmatrix} R & \\mathbf t \\\\ \\mathbf 0^\\mathsf{T} & 1 \\end{bmatrix} = ${latexMatrix(transform, 3)}`}
        </TexBlock>
      </div>
      <div className={proseClass}>
        <p>
          Moving the point into the world takes a rotation and then a translation,{' '}
          <Tex>{'{}^W\\mathbf p = R\\,{}^B\\mathbf p + \\mathbf t'}</Tex>. That map is affine, not linear (it
          moves the origin), so no 2×2 matrix can do it. Homogeneous coordinates fix this by appending a 1 to
          every point, <Tex>{'\\tilde{\\mathbf p} = (p_x, p_y, 1)'}</Tex>: the last column of the 3×3 matrix{' '}
          <Tex>{'T'}</Tex> is then multiplied by that 1 and adds the translation. One matrix now holds the
          whole pose, and chains of poses become chains of products (section 3).
        </p>
        <p>
          Read <Tex>{'{}^W T_B'}</Tex> as &ldquo;from B coordinates to W coordinates&rdquo;: the subscript
          matches the superscript of the point it multiplies. A direction, such as a velocity, gets a 0
          instead of a 1 as its last coordinate, so it is rotated but not translated. Here is the equation
          with the numbers of the figure above:
        </p>
      </div>
      <div className="mt-6">
        <TexBlock title="The point in the world, from its body coordinates">
          {`{}^W\\tilde{\\mathbf p} = {}^W T_B\\,{}^B\\tilde{\\mathbf p}:\\quad ${latexColumn([world.x, world.y, 1])} = ${latexMatrix(transform)} ${latexColumn([inBody.x, inBody.y, 1])}`}
        </TexBlock>
      </div>
      <p className={`${proseClass} text-sm`}>
        Check the first row by hand:{' '}
        <Tex>{`${latexNumber(transform[0]![0]!)} \\cdot ${latexNumber(inBody.x)} + (${latexNumber(transform[0]![1]!)}) \\cdot ${latexNumber(inBody.y)} + ${latexNumber(pose.x)} \\cdot 1 = ${latexNumber(world.x)}`}</Tex>
        , up to rounding of the displayed digits.
      </p>
    </section>
  );
}
