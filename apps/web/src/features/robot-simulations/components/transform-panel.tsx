/** The end-effector pose as the homogeneous transform from the base frame, rendered live with KaTeX. */
import { forwardKinematics } from '@tinkerlabs/kinematics/forward';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { MathTextDisplay } from '@/components/maths/math-text-display.tsx';
import { transformLatex } from '../lib/transform-latex.ts';
import { hintClass } from './field-styles.ts';

export function TransformPanel({ model, q }: { model: RobotModel; q: readonly number[] }) {
  const frames = forwardKinematics(model, q);
  const tool = frames[frames.length - 1] ?? new Float64Array(16);
  const n = model.joints.length;
  return (
    <div className="space-y-2">
      {/* A smaller matrix on a phone, so all four columns fit without scrolling. */}
      <div className="text-[13px] sm:text-base">
        <MathTextDisplay
          title={`Homogeneous transform T₀${'₀₁₂₃₄₅₆'[n] ?? n} (base to tool)`}
          expression={transformLatex(tool, n)}
        />
      </div>
      <p className={hintClass}>
        The product of one DH transform per joint. Its upper-left 3×3 block is the tool&apos;s orientation
        (its columns are the tool axes seen from the base), the last column the tool position in millimetres.
      </p>
    </div>
  );
}
