/** Section 5's teaching text before the 3D view: what Euler angles are and the convention this page uses. */
import { proseClass } from './section-styles.ts';
import { Tex, TexBlock } from './tex.tsx';

const elementary: [string, string][] = [
  [
    'Turn about x',
    'R_x(\\phi) = \\begin{bmatrix} 1 & 0 & 0 \\\\ 0 & \\cos\\phi & -\\sin\\phi \\\\ 0 & \\sin\\phi & \\cos\\phi \\end{bmatrix}',
  ],
  [
    'Turn about y',
    'R_y(\\theta) = \\begin{bmatrix} \\cos\\theta & 0 & \\sin\\theta \\\\ 0 & 1 & 0 \\\\ -\\sin\\theta & 0 & \\cos\\theta \\end{bmatrix}',
  ],
  [
    'Turn about z',
    'R_z(\\psi) = \\begin{bmatrix} \\cos\\psi & -\\sin\\psi & 0 \\\\ \\sin\\psi & \\cos\\psi & 0 \\\\ 0 & 0 & 1 \\end{bmatrix}',
  ],
];

const closedForm =
  'R_z(\\psi)R_y(\\theta)R_x(\\phi) = \\begin{bmatrix} ' +
  'c_\\psi c_\\theta & c_\\psi s_\\theta s_\\phi - s_\\psi c_\\phi & c_\\psi s_\\theta c_\\phi + s_\\psi s_\\phi \\\\ ' +
  's_\\psi c_\\theta & s_\\psi s_\\theta s_\\phi + c_\\psi c_\\phi & s_\\psi s_\\theta c_\\phi - c_\\psi s_\\phi \\\\ ' +
  '-s_\\theta & c_\\theta s_\\phi & c_\\theta c_\\phi \\end{bmatrix}';

export function EulerTheory() {
  return (
    <>
      <div className={proseClass}>
        <p>
          In space a homogeneous transform is 4×4,{' '}
          <Tex>{'T = \\begin{bmatrix} R & \\mathbf t \\\\ \\mathbf 0^\\mathsf{T} & 1 \\end{bmatrix}'}</Tex>,
          and everything in sections 2 to 4 carries over: composition is a product, the inverse is{' '}
          <Tex>{'[R^\\mathsf{T}, -R^\\mathsf{T}\\mathbf t]'}</Tex>. What changes is the rotation. It now has
          three degrees of freedom, while <Tex>{'R'}</Tex> has nine entries tied together by six conditions
          (unit, mutually perpendicular columns) and <Tex>{'\\det R = 1'}</Tex>.
        </p>
        <p>
          Euler angles describe a rotation by three turns about coordinate axes, one after another. There are
          twelve possible axis orders, each read in the moving (intrinsic) or the fixed (extrinsic) frame, so
          a set of angles means nothing without its convention. This page uses <strong>Z-Y-X</strong> angles,
          as aircraft, ships and ROS (its roll-pitch-yaw) do: yaw <Tex>{'\\psi'}</Tex> about z, then pitch{' '}
          <Tex>{'\\theta'}</Tex> about the new y axis, then roll <Tex>{'\\phi'}</Tex> about the newest x axis,
          the aircraft&apos;s nose. These intrinsic turns multiply left to right, as in section 3:
        </p>
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        {elementary.map(([title, expression]) => (
          <TexBlock key={title} title={title}>
            {expression}
          </TexBlock>
        ))}
      </div>
      <div className="mt-4">
        <TexBlock title="The Z-Y-X convention (c for cos, s for sin)">{closedForm}</TexBlock>
      </div>
      <div className={proseClass}>
        <p>
          Read right to left, the same matrix is roll about the world x axis, then pitch about world y, then
          yaw about world z: intrinsic Z-Y-X equals extrinsic X-Y-Z. The columns of <Tex>{'R'}</Tex> are the
          body&apos;s axes in world coordinates, as in the plane.
        </p>
        <p>
          Axes here follow the robotics habit: world z points up; the body&apos;s x axis leaves through the
          nose, y through the left wing and z up through the fin. With z up, a positive pitch by the
          right-hand rule about the left-pointing y axis <em>lowers</em> the nose. Aviation puts z down and y
          along the right wing; the same formula then raises the nose for positive pitch. Pitch is limited to{' '}
          <Tex>{'[-90^\\circ, 90^\\circ]'}</Tex> because every attitude is already reached in that range.
        </p>
      </div>
    </>
  );
}
