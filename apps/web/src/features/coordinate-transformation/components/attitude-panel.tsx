/** The attitude's three sliders (yaw, pitch, roll), a jump to gimbal lock and a reset. */
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import type { EulerControls } from '../lib/attitude-controls.ts';
import { RangeField } from './range-field.tsx';
import { panelClass } from './section-styles.ts';

export function AttitudePanel({
  controls,
  onChange,
  onReset,
  heading: Heading = 'h3',
}: {
  controls: EulerControls;
  onChange: (controls: EulerControls) => void;
  onReset: () => void;
  /** A lesson's lab widget sits below the lesson's own headings. */
  heading?: 'h3' | 'h4';
}) {
  return (
    <div className={`${panelClass} space-y-3`}>
      <Heading className="font-semibold text-neutral-900 dark:text-white">Attitude</Heading>
      <RangeField
        label="Yaw (deg)"
        value={controls.yawDeg}
        min={-180}
        max={180}
        step={1}
        digits={0}
        onChange={(yawDeg) => onChange({ ...controls, yawDeg })}
      />
      <RangeField
        label="Pitch (deg)"
        value={controls.pitchDeg}
        min={-90}
        max={90}
        step={1}
        digits={0}
        onChange={(pitchDeg) => onChange({ ...controls, pitchDeg })}
      />
      <RangeField
        label="Roll (deg)"
        value={controls.rollDeg}
        min={-180}
        max={180}
        step={1}
        digits={0}
        onChange={(rollDeg) => onChange({ ...controls, rollDeg })}
      />
      <div className="flex flex-wrap gap-2 pt-1">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => onChange({ ...controls, pitchDeg: 90 })}
        >
          Show gimbal lock
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onReset}>
          Reset angles
        </button>
      </div>
    </div>
  );
}
