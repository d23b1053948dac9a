/** Section 5's explanation of gimbal lock, after the 3D view and its matrices. */
import { proseClass, subheadingClass } from './section-styles.ts';
import { Tex, TexBlock } from './tex.tsx';

export function GimbalLockText() {
  return (
    <>
      <h3 className={subheadingClass}>Gimbal lock</h3>
      <div className={proseClass}>
        <p>
          Press &ldquo;Show gimbal lock&rdquo; or move pitch to <Tex>{'90^\\circ'}</Tex>. The nose now points
          straight down, along the world z axis, which is the yaw axis, so the roll axis (the body&apos;s x)
          and the yaw axis coincide: the dashed yaw and roll lines in the view lie on top of each other. Yaw
          and roll now do the same thing, and one degree of freedom is gone. Put{' '}
          <Tex>{'\\theta = 90^\\circ'}</Tex> into the closed form above (
          <Tex>{'c_\\theta = 0,\\ s_\\theta = 1'}</Tex>) and use the angle-difference formulas:
        </p>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <TexBlock title="The rotation at pitch +90°">
          {
            '\\theta = +90^\\circ:\\ R = \\begin{bmatrix} 0 & -\\sin(\\psi-\\phi) & \\cos(\\psi-\\phi) \\\\ 0 & \\cos(\\psi-\\phi) & \\sin(\\psi-\\phi) \\\\ -1 & 0 & 0 \\end{bmatrix}'
          }
        </TexBlock>
        <TexBlock title="The rotation at pitch −90°">
          {
            '\\theta = -90^\\circ:\\ R = \\begin{bmatrix} 0 & -\\sin(\\psi+\\phi) & -\\cos(\\psi+\\phi) \\\\ 0 & \\cos(\\psi+\\phi) & -\\sin(\\psi+\\phi) \\\\ 1 & 0 & 0 \\end{bmatrix}'
          }
        </TexBlock>
      </div>
      <div className={proseClass}>
        <p>
          The matrix depends on <Tex>{'\\psi - \\phi'}</Tex> alone (or <Tex>{'\\psi + \\phi'}</Tex> at{' '}
          <Tex>{'-90^\\circ'}</Tex>): infinitely many pairs of yaw and roll give the same attitude, and at
          that instant no rate of change of the three angles turns the aircraft about the horizontal line at
          right angles to the pitch axis. Nothing is wrong with the aircraft, which can still turn any way it
          likes; the problem is in the description. Close to the lock it is already felt: a small, smooth turn
          of the body needs large and fast changes of yaw and roll, because the map from angle rates to
          angular velocity,{' '}
          <Tex>{'\\boldsymbol\\omega = J(\\theta, \\phi)\\,(\\dot\\psi, \\dot\\theta, \\dot\\phi)'}</Tex>, has{' '}
          <Tex>{'\\det J = \\pm\\cos\\theta'}</Tex>, which vanishes at the lock.
        </p>
        <p>
          The name comes from mechanical gimbals, such as the Apollo guidance platform: three nested rings,
          one per angle, lose a degree of freedom when two of their axes line up. Every description of
          rotations by three numbers has such a singularity somewhere, since no single chart of three angles
          covers all rotations smoothly. So software stores and integrates orientation as a rotation matrix or
          a unit quaternion, and uses Euler angles to show an attitude to people and to take it from them,
          away from <Tex>{'\\pm 90^\\circ'}</Tex> of pitch.
        </p>
      </div>
    </>
  );
}
