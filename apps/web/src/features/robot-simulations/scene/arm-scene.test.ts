// The arm's meshes and the trail, built without a renderer (three.js objects need no WebGL).
import { robots } from '@tinkerlabs/kinematics/robots';
import type { Mesh, MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { armGeometry } from '@tinkerlabs/kinematics/arm-geometry';
import { jointTypeColour } from '../lib/joint-colours.ts';
import { buildArm, Parts, Trail, trailCapacity } from './arm-scene.ts';

const colourOf = (mesh: Mesh) => `#${(mesh.material as MeshStandardMaterial).color.getHexString('srgb')}`;

describe('the arm', () => {
  const model = robots.cylindrical;
  const q = model.joints.map((joint) => joint.home);
  const geometry = armGeometry(model, q);

  it('has a base, every link, every joint in its type’s colour and the tool where the kinematics put it', () => {
    const arm = buildArm(new Parts(), geometry, 1000, 0, false);
    const named = (name: string) => arm.children.filter((child) => child.name === name);
    expect(named('base')).toHaveLength(1);
    expect(named('link')).toHaveLength(geometry.links.length);
    model.joints.forEach((joint, index) => {
      const [mesh] = named(`joint ${index + 1}`) as Mesh[];
      expect(colourOf(mesh!)).toBe(jointTypeColour[joint.type]);
    });
    expect(named('tool')[0]!.position.toArray()).toEqual(geometry.tool);
    expect(named('frame')).toHaveLength(0);
  });

  it('draws a link as a rod from one end to the other', () => {
    const arm = buildArm(new Parts(), geometry, 1000, 0, false);
    const link = geometry.links[0]!;
    const [rod] = arm.children.filter((child) => child.name === 'link');
    const length = Math.hypot(...link.to.map((value, axis) => value - link.from[axis]!));
    expect(rod!.scale.y).toBeCloseTo(length, 6);
    rod!.position
      .toArray()
      .forEach((value, axis) => expect(value).toBeCloseTo((link.from[axis]! + link.to[axis]!) / 2, 6));
  });

  it('draws the selected joint larger, and each frame when asked', () => {
    const parts = new Parts();
    const plain = buildArm(parts, geometry, 1000, 0, false).getObjectByName('joint 2')!;
    const chosen = buildArm(parts, geometry, 1000, 1, true);
    expect(chosen.getObjectByName('joint 2')!.scale.x).toBeGreaterThan(plain.scale.x);
    expect(chosen.children.filter((child) => child.name === 'frame')).toHaveLength(geometry.frames.length);
  });
});

describe('the trail', () => {
  it('takes a point only when the tool has moved, and keeps the last ones when full', () => {
    const trail = new Trail();
    expect(trail.add([0, 0, 0])).toBe(true);
    expect(trail.add([0.1, 0, 0])).toBe(false);
    expect(trail.count).toBe(1);
    for (let i = 1; i <= trailCapacity + 5; i += 1) trail.add([i, 0, 0]);
    expect(trail.count).toBe(trailCapacity);
    expect(trail.positions[(trailCapacity - 1) * 3]).toBe(trailCapacity + 5);
    expect(trail.positions[0]).toBe(6);
    trail.clear();
    expect(trail.count).toBe(0);
  });
});
