/**
 * Section 3: two motions A and B composed in either order, step by step. The figure draws the frame after
 * the first motion (dashed, {1}), the result {C}, and in grey the result of the other order.
 */
import { memo, useState } from 'react';
import { degToRad, radToDeg } from '@tinkerlabs/kinematics/angles';
import { formatNumber, formatPoint, latexMatrix } from '../lib/latex-format.ts';
import {
  composePoses,
  distance2d,
  homogeneousMatrix2d,
  identityPose,
  type Pose2D,
} from '@tinkerlabs/kinematics/frames/pose-2d';
import { PlaneFigure } from './plane-figure.tsx';
import type { PlaneFrame, PlaneScene } from './plane-scene.ts';
import { RangeField } from './range-field.tsx';
import {
  figureGridClass,
  panelClass,
  proseClass,
  readoutClass,
  sectionClass,
  sectionHeadingClass,
} from './section-styles.ts';
import { SegmentedChoice } from './segmented-choice.tsx';
import { Tex, TexBlock } from './tex.tsx';

type Order = 'a-then-b' | 'b-then-a';
type Step = '0' | '1' | '2';

interface MotionControls {
  angleDeg: number;
  x: number;
  y: number;
}

const orderOptions = [
  { value: 'a-then-b', label: 'Apply A then B' },
  { value: 'b-then-a', label: 'Apply B then A' },
] as const;

const stepOptions = [
  { value: '0', label: 'Start' },
  { value: '1', label: 'After the first' },
  { value: '2', label: 'After both' },
] as const;

/** Translation limits of A and B: wide enough for the defaults, small enough to keep {C} in view. */
const motionRange = 3.5;

const toPose = (m: MotionControls): Pose2D => ({ angle: degToRad(m.angleDeg), x: m.x, y: m.y });

function MotionSliders({
  name,
  motion,
  onChange,
}: {
  name: 'A' | 'B';
  motion: MotionControls;
  onChange: (motion: MotionControls) => void;
}) {
  return (
    <div className={`${panelClass} space-y-3`}>
      <h3 className="font-semibold text-neutral-900 dark:text-white">Motion {name}</h3>
      <RangeField
        label={`${name} angle (deg)`}
        value={motion.angleDeg}
        min={-180}
        max={180}
        step={5}
        digits={0}
        onChange={(angleDeg) => onChange({ ...motion, angleDeg })}
      />
      <RangeField
        label={`${name} X`}
        value={motion.x}
        min={-motionRange}
        max={motionRange}
        step={0.1}
        onChange={(x) => onChange({ ...motion, x })}
      />
      <RangeField
        label={`${name} Y`}
        value={motion.y}
        min={-motionRange}
        max={motionRange}
        step={0.1}
        onChange={(y) => onChange({ ...motion, y })}
      />
    </div>
  );
}

/** Memoised: it has no props, so the lesson's body sliders do not redraw it. */
export const CompositionSection = memo(function CompositionSection() {
  const [a, setA] = useState<MotionControls>({ angleDeg: 90, x: 3, y: -1 });
  const [b, setB] = useState<MotionControls>({ angleDeg: -45, x: 2, y: 0.5 });
  const [order, setOrder] = useState<Order>('a-then-b');
  const [step, setStep] = useState<Step>('2');

  const [first, second] = order === 'a-then-b' ? [a, b] : [b, a];
  const [firstName, secondName] = order === 'a-then-b' ? ['A', 'B'] : ['B', 'A'];
  const afterFirst = toPose(first);
  const result = composePoses(afterFirst, toPose(second));
  const otherResult = composePoses(toPose(second), afterFirst);

  const frames: PlaneFrame[] = [{ id: 'world', name: 'W', pose: identityPose, tone: 'world' }];
  if (step !== '0')
    frames.push({ id: 'first', name: '1', pose: afterFirst, tone: step === '1' ? 'body' : 'step' });
  if (step === '2') {
    frames.push({ id: 'other', name: "C'", pose: otherResult, tone: 'ghost' });
    frames.push({ id: 'result', name: 'C', pose: result, tone: 'body' });
  }
  const chain =
    step === '0' ? [] : step === '1' ? [identityPose, afterFirst] : [identityPose, afterFirst, result];
  const scene: PlaneScene = {
    extent: 5,
    frames,
    points: [],
    guides: chain.length ? [{ id: 'chain', tone: 'chain', points: chain.map(({ x, y }) => ({ x, y })) }] : [],
  };

  const product = `${firstName}\\,${secondName}`;
  const matrixOf = (pose: Pose2D) => latexMatrix(homogeneousMatrix2d(pose));

  return (
    <section aria-labelledby="composition-heading" className={sectionClass}>
      <h2 id="composition-heading" className={sectionHeadingClass}>
        3. Composing transforms: order matters
      </h2>
      <div className={proseClass}>
        <p>
          Poses chain. If <Tex>{'{}^W T_1'}</Tex> places a frame <Tex>{'\\{1\\}'}</Tex> in the world and{' '}
          <Tex>{'{}^1 T_C'}</Tex> places <Tex>{'\\{C\\}'}</Tex> in <Tex>{'\\{1\\}'}</Tex>, then{' '}
          <Tex>{'{}^W T_C = {}^W T_1\\,{}^1 T_C'}</Tex>: the inner indices cancel. That is how a robot
          arm&apos;s forward kinematics multiplies one transform per joint, and how a camera mounted on a
          moving robot finds where it is.
        </p>
        <p>
          A product such as <Tex>{'T = A\\,B'}</Tex> reads two ways, both correct. Left to right, in the
          moving frame: make motion A, which gives the dashed frame <Tex>{'\\{1\\}'}</Tex>, then make motion B
          measured along the axes of <Tex>{'\\{1\\}'}</Tex>. Right to left, in the fixed frame: apply B about
          the world axes, then A. Here each motion is applied in the moving frame, so &ldquo;A then B&rdquo;
          is <Tex>{'A\\,B'}</Tex> and &ldquo;B then A&rdquo; is <Tex>{'B\\,A'}</Tex>.
        </p>
        <p>
          In the plane the rotations commute (angles simply add), but the translations do not:{' '}
          <Tex>{'A\\,B'}</Tex> has translation <Tex>{'\\mathbf t_A + R_A\\mathbf t_B'}</Tex>, while{' '}
          <Tex>{'B\\,A'}</Tex> has <Tex>{'\\mathbf t_B + R_B\\mathbf t_A'}</Tex>. The second step&apos;s
          translation is turned by the first step&apos;s rotation. Switch the order and watch the result jump
          to the grey frame <Tex>{"\\{C'\\}"}</Tex>. In space even two rotations alone give different results
          in different orders (section 5).
        </p>
      </div>

      <div className={figureGridClass}>
        <PlaneFigure
          title={`Composition: ${firstName} then ${secondName}`}
          description={`Step ${step} of 2. After the first motion, frame 1 is at ${formatPoint(afterFirst.x, afterFirst.y)} turned ${formatNumber(radToDeg(afterFirst.angle), 0)} degrees. The result C is at ${formatPoint(result.x, result.y)}; the other order would give ${formatPoint(otherResult.x, otherResult.y)}.`}
          scene={scene}
        />
        <div className="space-y-4">
          <div className={`${panelClass} space-y-4`}>
            <SegmentedChoice legend="Order" options={orderOptions} value={order} onChange={setOrder} />
            <SegmentedChoice legend="Show" options={stepOptions} value={step} onChange={setStep} />
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 text-sm">
              <dt className="text-neutral-700 dark:text-neutral-300">Result origin</dt>
              <dd>
                <output aria-label="Composed origin" className={readoutClass}>
                  {formatPoint(result.x, result.y)}
                </output>
              </dd>
              <dt className="text-neutral-700 dark:text-neutral-300">Result angle</dt>
              <dd>
                <output aria-label="Composed angle" className={readoutClass}>
                  {formatNumber(radToDeg(result.angle), 0)}°
                </output>
              </dd>
              <dt className="text-neutral-700 dark:text-neutral-300">Other order&apos;s origin</dt>
              <dd className={readoutClass}>{formatPoint(otherResult.x, otherResult.y)}</dd>
              <dt className="text-neutral-700 dark:text-neutral-300">Gap between them</dt>
              <dd className={readoutClass}>{formatNumber(distance2d(result, otherResult))}</dd>
            </dl>
          </div>
          <MotionSliders name="A" motion={a} onChange={setA} />
          <MotionSliders name="B" motion={b} onChange={setB} />
        </div>
      </div>

      <ol className="mt-6 space-y-4">
        <li>
          <TexBlock
            title={`Step 1: motion ${firstName}`}
          >{`T_1 = ${firstName} = ${matrixOf(afterFirst)}`}</TexBlock>
        </li>
        <li>
          <TexBlock title={`Step 2: motion ${secondName}, in the axes of frame 1`}>
            {`T = T_1\\,${secondName} = ${product} = ${matrixOf(afterFirst)} ${matrixOf(toPose(second))} = ${matrixOf(result)}`}
          </TexBlock>
        </li>
      </ol>
      <div className="mt-4">
        <TexBlock title={`The other order: ${secondName} then ${firstName}`}>
          {`${secondName}\\,${firstName} = ${matrixOf(otherResult)}`}
        </TexBlock>
      </div>
    </section>
  );
});
