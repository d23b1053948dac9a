/** The arm as meshes: grey links, blue drums for revolute joints, amber rails for prismatic joints, the tool and the frames. */
import { useMemo } from 'react';
import { Matrix4, Quaternion, Vector3 } from 'three';
import type { ArmGeometry, Vec3 } from '../../lib/arm-geometry.ts';
import { jointTypeColour } from '../field-styles.ts';

const up = new Vector3(0, 1, 0);

/** Position and rotation that stand a Y-axis cylinder on the segment from a to b. */
function placeAlong(a: Vec3, b: Vec3) {
  const from = new Vector3(...a);
  const direction = new Vector3(...b).sub(from);
  const length = direction.length();
  const quaternion = new Quaternion().setFromUnitVectors(up, direction.clone().normalize());
  const middle = from.add(direction.multiplyScalar(0.5));
  return {
    position: middle.toArray(),
    quaternion: quaternion.toArray() as [number, number, number, number],
    length,
  };
}

function Rod({
  from,
  to,
  radius,
  colour,
  opacity = 1,
}: {
  from: Vec3;
  to: Vec3;
  radius: number;
  colour: string;
  opacity?: number;
}) {
  const { position, quaternion, length } = useMemo(() => placeAlong(from, to), [from, to]);
  return (
    <mesh position={position} quaternion={quaternion}>
      <cylinderGeometry args={[radius, radius, length, 24]} />
      <meshStandardMaterial
        color={colour}
        roughness={0.5}
        metalness={0.2}
        transparent={opacity < 1}
        opacity={opacity}
      />
    </mesh>
  );
}

function Frame({ matrix, size }: { matrix: Float64Array; size: number }) {
  const object = useMemo(
    () => new Matrix4().set(...(Array.from(matrix) as Parameters<Matrix4['set']>)),
    [matrix],
  );
  return (
    <group matrix={object} matrixAutoUpdate={false}>
      <axesHelper args={[size]} />
    </group>
  );
}

export function RobotArm({
  geometry,
  scale,
  selectedJoint,
  showFrames,
}: {
  geometry: ArmGeometry;
  scale: number;
  selectedJoint: number;
  showFrames: boolean;
}) {
  const radius = scale * 0.018;
  return (
    <group>
      <mesh position={[0, 0, radius * 0.6]} rotation={[Math.PI / 2, 0, 0]}>
        <cylinderGeometry args={[radius * 4, radius * 4.4, radius * 1.2, 40]} />
        <meshStandardMaterial color="#475569" roughness={0.7} />
      </mesh>
      {geometry.links.map((link, index) => (
        <Rod key={index} from={link.from} to={link.to} radius={radius} colour="#94a3b8" />
      ))}
      {geometry.joints.map((joint) => {
        const colour = jointTypeColour[joint.type];
        const selected = joint.index === selectedJoint;
        if (joint.rail) {
          return (
            <Rod
              key={joint.index}
              from={joint.rail.from}
              to={joint.rail.to}
              radius={radius * (selected ? 1.4 : 1.1)}
              colour={colour}
              opacity={selected ? 0.6 : 0.35}
            />
          );
        }
        const half = radius * (selected ? 2 : 1.6);
        const from: Vec3 = [
          joint.at[0] - joint.axis[0] * half,
          joint.at[1] - joint.axis[1] * half,
          joint.at[2] - joint.axis[2] * half,
        ];
        const to: Vec3 = [
          joint.at[0] + joint.axis[0] * half,
          joint.at[1] + joint.axis[1] * half,
          joint.at[2] + joint.axis[2] * half,
        ];
        return (
          <Rod key={joint.index} from={from} to={to} radius={radius * (selected ? 2.4 : 2)} colour={colour} />
        );
      })}
      <mesh position={geometry.tool}>
        <sphereGeometry args={[radius * 1.5, 24, 16]} />
        <meshStandardMaterial color="#16a34a" emissive="#16a34a" emissiveIntensity={0.3} />
      </mesh>
      {showFrames
        ? geometry.frames.map((frame, index) => <Frame key={index} matrix={frame} size={scale * 0.09} />)
        : null}
    </group>
  );
}
