/**
 * The 3D view in plain three.js: floor grid, lights, the arm (grey links, blue drums for revolute
 * joints, amber rails for prismatic ones, the green tool, optionally every joint's frame), the tool's
 * trail and the workspace cloud. It answers the messages of protocol.ts and draws on demand, one frame
 * per change, so an idle arm costs nothing. It runs in a worker on an OffscreenCanvas (scene.worker.ts)
 * and, where a browser cannot do that, in the page: it touches no DOM and no `window`.
 *
 * The robot's world is Z up; it sits in a group turned to three.js's Y up.
 */
import type { RobotId } from '@tinkerlabs/kinematics/robot-model';
import { robots } from '@tinkerlabs/kinematics/robots';
import { sampleWorkspace } from '@tinkerlabs/kinematics/workspace';
import {
  ACESFilmicToneMapping,
  AmbientLight,
  AxesHelper,
  BufferAttribute,
  BufferGeometry,
  CylinderGeometry,
  DirectionalLight,
  GridHelper,
  Group,
  Line,
  LineBasicMaterial,
  LineSegments,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Quaternion,
  Scene,
  SphereGeometry,
  Vector3,
  WebGLRenderer,
  type Material,
} from 'three';
import { armGeometry, type ArmGeometry, type Vec3 } from '@tinkerlabs/kinematics/arm-geometry';
import type { CameraPose } from '../lib/orbit-camera.ts';
import { sceneView, type SceneView } from '../lib/scene-view.ts';
import { jointTypeColour } from '../lib/joint-colours.ts';
import type { FromScene, SceneSize, SceneState, ToScene } from './protocol.ts';

const colours = {
  link: '#94a3b8',
  base: '#475569',
  tool: '#16a34a',
  workspace: '#3b82f6',
  grid: { light: ['#94a3b8', '#e2e8f0'], dark: ['#64748b', '#334155'] },
} as const;

/** How many tool positions the trail keeps; the oldest is dropped first. */
export const trailCapacity = 600;
/** The tool must move this far (mm) for the trail to take a new point. */
const trailStep = 0.5;
/** Workspace samples drawn as the cloud. */
const workspaceSamples = 6000;

/**
 * Shared meshes' parts: one unit cylinder (radius 1, height 1 along Y) scaled into every rod, a
 * material per look, and a frame's axes per size. The scene disposes them when it ends.
 */
export class Parts {
  readonly unitCylinder = new CylinderGeometry(1, 1, 1, 24);
  private readonly materials = new Map<string, Material>();
  private readonly geometries = new Map<string, BufferGeometry>();
  private readonly axesBySize = new Map<number, AxesHelper>();

  material(key: string, make: () => Material): Material {
    let material = this.materials.get(key);
    if (!material) this.materials.set(key, (material = make()));
    return material;
  }

  geometry(key: string, make: () => BufferGeometry): BufferGeometry {
    let geometry = this.geometries.get(key);
    if (!geometry) this.geometries.set(key, (geometry = make()));
    return geometry;
  }

  /** Axes of `size`, sharing one geometry and material per size, so a pose makes none. */
  axes(size: number): LineSegments {
    let axes = this.axesBySize.get(size);
    if (!axes) this.axesBySize.set(size, (axes = new AxesHelper(size)));
    return new LineSegments(axes.geometry, axes.material);
  }

  dispose() {
    this.unitCylinder.dispose();
    for (const axes of this.axesBySize.values()) axes.dispose();
    for (const material of this.materials.values()) material.dispose();
    for (const geometry of this.geometries.values()) geometry.dispose();
  }
}

const up = new Vector3(0, 1, 0);

/** A rod (a cylinder of `radius`) standing on the segment from a to b. */
function rod(parts: Parts, a: Vec3, b: Vec3, radius: number, colour: string, opacity = 1): Mesh {
  const from = new Vector3(...a);
  const direction = new Vector3(...b).sub(from);
  const length = direction.length();
  const material = parts.material(
    `rod ${colour} ${opacity}`,
    () =>
      new MeshStandardMaterial({
        color: colour,
        roughness: 0.5,
        metalness: 0.2,
        transparent: opacity < 1,
        opacity,
      }),
  );
  const mesh = new Mesh(parts.unitCylinder, material);
  mesh.scale.set(radius, Math.max(length, 1e-6), radius);
  if (length > 0) mesh.quaternion.copy(new Quaternion().setFromUnitVectors(up, direction.normalize()));
  mesh.position.copy(from.add(new Vector3(...b)).multiplyScalar(0.5));
  return mesh;
}

/**
 * The arm for one pose: base, links, joints (the selected one larger), tool and, when asked, each
 * joint's frame as axes. `scale` is the workspace's size; everything drawn is made of `parts`'s
 * geometries and materials, so the group needs no disposing.
 */
export function buildArm(
  parts: Parts,
  geometry: ArmGeometry,
  scale: number,
  selectedJoint: number,
  showFrames: boolean,
): Group {
  const radius = scale * 0.018;
  const group = new Group();
  const base = new Mesh(
    parts.geometry(`base ${radius}`, () => new CylinderGeometry(radius * 4, radius * 4.4, radius * 1.2, 40)),
    parts.material('base', () => new MeshStandardMaterial({ color: colours.base, roughness: 0.7 })),
  );
  base.position.set(0, 0, radius * 0.6);
  base.rotation.set(Math.PI / 2, 0, 0);
  base.name = 'base';
  group.add(base);
  for (const link of geometry.links) {
    const mesh = rod(parts, link.from, link.to, radius, colours.link);
    mesh.name = 'link';
    group.add(mesh);
  }
  for (const joint of geometry.joints) {
    const colour = jointTypeColour[joint.type];
    const selected = joint.index === selectedJoint;
    let mesh: Mesh;
    if (joint.rail) {
      mesh = rod(
        parts,
        joint.rail.from,
        joint.rail.to,
        radius * (selected ? 1.4 : 1.1),
        colour,
        selected ? 0.6 : 0.35,
      );
    } else {
      const half = radius * (selected ? 2 : 1.6);
      const [x, y, z] = joint.at;
      const [ax, ay, az] = joint.axis;
      mesh = rod(
        parts,
        [x - ax * half, y - ay * half, z - az * half],
        [x + ax * half, y + ay * half, z + az * half],
        radius * (selected ? 2.4 : 2),
        colour,
      );
    }
    mesh.name = `joint ${joint.index + 1}`;
    group.add(mesh);
  }
  const tool = new Mesh(
    parts.geometry(`tool ${radius}`, () => new SphereGeometry(radius * 1.5, 24, 16)),
    parts.material(
      'tool',
      () => new MeshStandardMaterial({ color: colours.tool, emissive: colours.tool, emissiveIntensity: 0.3 }),
    ),
  );
  tool.position.set(...geometry.tool);
  tool.name = 'tool';
  group.add(tool);
  if (showFrames) {
    for (const frame of geometry.frames) {
      const holder = new Group();
      holder.matrixAutoUpdate = false;
      holder.matrix.copy(new Matrix4().set(...(Array.from(frame) as Parameters<Matrix4['set']>)));
      holder.add(parts.axes(scale * 0.09));
      holder.name = 'frame';
      group.add(holder);
    }
  }
  return group;
}

/** The tool's path: the last `trailCapacity` positions as a line in a fixed buffer. */
export class Trail {
  readonly positions = new Float32Array(trailCapacity * 3);
  readonly line: Line;

  constructor() {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(this.positions, 3));
    geometry.setDrawRange(0, 0);
    this.line = new Line(geometry, new LineBasicMaterial({ color: colours.tool }));
    this.line.frustumCulled = false;
  }

  get count(): number {
    return this.line.geometry.drawRange.count;
  }

  clear() {
    this.line.geometry.setDrawRange(0, 0);
  }

  /** Adds the tool's position unless it has not moved; says whether the line changed. */
  add(tool: Vec3): boolean {
    const count = this.count;
    const p = this.positions;
    if (count > 0) {
      const at = (count - 1) * 3;
      if (Math.hypot(p[at]! - tool[0], p[at + 1]! - tool[1], p[at + 2]! - tool[2]) < trailStep) return false;
    }
    if (count === trailCapacity) p.copyWithin(0, 3);
    const index = Math.min(count, trailCapacity - 1);
    p.set(tool, index * 3);
    this.line.geometry.setDrawRange(0, index + 1);
    this.line.geometry.getAttribute('position').needsUpdate = true;
    return true;
  }

  dispose() {
    this.line.geometry.dispose();
    (this.line.material as Material).dispose();
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

/** Calls back before the next frame: the worker's or the page's requestAnimationFrame. */
const nextFrame = (callback: () => void) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);

class ArmScene {
  private readonly parts = new Parts();
  private readonly scene = new Scene();
  /** The robot's Z-up world, turned to three.js's Y up. */
  private readonly world = new Group();
  private readonly camera: PerspectiveCamera;
  private readonly trail = new Trail();
  private readonly workspaces = new Map<RobotId, Points>();
  private lights: Group | null = null;
  private grid: GridHelper | null = null;
  private arm: Group | null = null;
  private state: SceneState | null = null;
  private view: SceneView | null = null;
  private pending = false;
  private drawn = false;

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly post: (message: FromScene) => void,
    size: SceneSize,
  ) {
    renderer.toneMapping = ACESFilmicToneMapping;
    this.camera = new PerspectiveCamera(40, 1, 1, 1000);
    this.world.rotation.x = -Math.PI / 2;
    this.world.add(this.trail.line);
    this.scene.add(this.world);
    this.resize(size);
  }

  resize({ width, height, dpr }: SceneSize) {
    this.renderer.setPixelRatio(dpr);
    this.renderer.setSize(Math.max(1, width), Math.max(1, height), false);
    this.camera.aspect = Math.max(1, width) / Math.max(1, height);
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  setCamera({ position, target }: CameraPose) {
    this.camera.position.set(...position);
    this.camera.lookAt(...target);
    this.invalidate();
  }

  setState(state: SceneState) {
    const previous = this.state;
    this.state = state;
    const model = robots[state.robot];
    const newRobot = previous?.robot !== state.robot;
    if (newRobot) {
      this.view = sceneView(model);
      this.camera.fov = this.view.fov;
      this.camera.far = this.view.size * 40;
      this.camera.updateProjectionMatrix();
      this.placeLights(this.view);
    }
    const view = this.view!;
    if (newRobot || previous?.dark !== state.dark) this.applyColourMode(view, state.dark);

    const geometry = armGeometry(model, state.q);
    if (this.arm) this.world.remove(this.arm);
    this.arm = buildArm(this.parts, geometry, view.size, state.selectedJoint, state.showFrames);
    this.world.add(this.arm);

    if (!state.showTrail || newRobot || previous?.trailVersion !== state.trailVersion) this.trail.clear();
    this.trail.line.visible = state.showTrail;
    if (state.showTrail) this.trail.add(geometry.tool);

    for (const [robot, cloud] of this.workspaces)
      cloud.visible = state.showWorkspace && robot === state.robot;
    if (state.showWorkspace && !this.workspaces.has(state.robot)) {
      const points = new BufferGeometry();
      points.setAttribute('position', new BufferAttribute(sampleWorkspace(model, workspaceSamples, 7), 3));
      const cloud = new Points(
        points,
        new PointsMaterial({
          color: colours.workspace,
          size: 3,
          sizeAttenuation: false,
          transparent: true,
          opacity: 0.35,
          depthWrite: false,
        }),
      );
      this.workspaces.set(state.robot, cloud);
      this.world.add(cloud);
    }
    this.invalidate();
  }

  private placeLights(view: SceneView) {
    if (this.lights) this.scene.remove(this.lights);
    const s = view.size;
    const lights = new Group();
    const ambient = new AmbientLight(0xffffff, 0.9);
    ambient.name = 'ambient';
    const key = new DirectionalLight(0xffffff, 1.6);
    key.position.set(s, s * 2, s);
    const fill = new DirectionalLight(0xffffff, 0.5);
    fill.position.set(-s, s, -s);
    lights.add(ambient, key, fill);
    this.lights = lights;
    this.scene.add(lights);
  }

  /** The floor grid's colours and the ambient light follow the page's colour mode. */
  private applyColourMode(view: SceneView, dark: boolean) {
    if (this.grid) {
      this.scene.remove(this.grid);
      this.grid.dispose();
    }
    const [centre, lines] = dark ? colours.grid.dark : colours.grid.light;
    this.grid = new GridHelper(view.grid, view.grid / 50, centre, lines);
    this.scene.add(this.grid);
    const ambient = this.lights?.getObjectByName('ambient');
    if (ambient instanceof AmbientLight) ambient.intensity = dark ? 0.7 : 0.9;
  }

  /** Asks for one frame (several changes before it share it). */
  private invalidate() {
    if (this.pending) return;
    this.pending = true;
    nextFrame(() => {
      this.pending = false;
      if (!this.state) return;
      this.renderer.render(this.scene, this.camera);
      if (!this.drawn) {
        this.drawn = true;
        this.post({ type: 'drawn' });
      }
    });
  }

  dispose() {
    this.grid?.dispose();
    this.trail.dispose();
    for (const cloud of this.workspaces.values()) {
      cloud.geometry.dispose();
      (cloud.material as Material).dispose();
    }
    this.parts.dispose();
    this.renderer.dispose();
  }
}

/**
 * The 3D view's side of protocol.ts: returns the handler for the page's messages and a dispose.
 * Failures are posted, not thrown: the page shows them in the view's place.
 */
export function serveScene(post: (message: FromScene) => void): {
  handle: (message: ToScene) => void;
  dispose: () => void;
} {
  let scene: ArmScene | null = null;
  const handle = (message: ToScene) => {
    try {
      if (message.type === 'start') {
        scene = startScene(message.canvas, post, message.size);
        if (!scene) return;
        scene.setState(message.state);
        scene.setCamera(message.camera);
        return;
      }
      if (!scene) return;
      if (message.type === 'state') scene.setState(message.state);
      else if (message.type === 'camera') scene.setCamera(message.camera);
      else scene.resize(message.size);
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    handle,
    dispose: () => {
      scene?.dispose();
      scene = null;
    },
  };
}

function startScene(canvas: Canvas, post: (message: FromScene) => void, size: SceneSize): ArmScene | null {
  const context = canvas.getContext('webgl2', {
    alpha: true,
    antialias: true,
    powerPreference: 'high-performance',
  }) as WebGL2RenderingContext | null;
  if (!context) {
    post({ type: 'no-webgl' });
    return null;
  }
  const renderer = new WebGLRenderer({ canvas, context, alpha: true, antialias: true });
  canvas.addEventListener('webglcontextlost', () =>
    post({ type: 'error', message: 'the graphics context was lost' }),
  );
  return new ArmScene(renderer, post, size);
}
