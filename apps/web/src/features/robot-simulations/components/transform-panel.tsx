/** The end-effector pose as the homogeneous transform from the base frame, rendered live with KaTeX. */
import { chainTransform } from '@tinkerlabs/kinematics/forward';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { ScrollingMathDisplay } from '@/components/maths/scrolling-math-display.tsx';
import { groupThousands } from '@/lib/format-number.ts';
import { transformLatex } from '../lib/transform-latex.ts';
import { hintClass } from './field-styles.ts';

export function TransformPanel({ model, q }: { model: RobotModel; q: readonly number[] }) {
  // The DH table's product, as the hint says: frame 0 is where the table starts, on top of a raised base.
  const tool = chainTransform(model, q);
  const n = model.joints.length;
  const raised = model.baseHeight ?? 0;
  return (
    <div className="space-y-2">
      {/* A smaller matrix on a phone, so all four columns fit; narrower still (400 % zoom), it scrolls. */}
      <div className="text-[13px] sm:text-base">
        <ScrollingMathDisplay
          title={`Homogeneous transform T₀${'₀₁₂₃₄₅₆'[n] ?? n} (base to tool)`}
          expression={transformLatex(tool, n)}
        />
      </div>
      <p className={hintClass}>
        The product of one DH transform per joint. Its upper-left 3×3 block is the tool&apos;s orientation
        (its columns are the tool axes seen from the base), the last column the tool position in millimetres.
        {raised !== 0
          ? ` Frame 0 sits on top of the ${groupThousands(raised)} mm pedestal, so the tool's height above the floor (the readouts and the 3D view) is this z plus ${groupThousands(raised)} mm.`
          : null}
      </p>
    </div>
  );
}
