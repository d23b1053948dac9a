/**
 * The one thing a screen reader hears about the arm's motion: where the tool came to rest ("Tool at
 * 300, 238, 200 mm", and "singular pose" when it is one), said once the pose has stopped changing
 * for a moment, at the end of a move, a played path or a joint dragged. The readouts and the
 * singularity line follow every frame and stay quiet.
 */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { restingSentence } from '../lib/resting-sentence.ts';

/** How long the pose must stay still to count as at rest: longer than a frame, shorter than a pause. */
const restMs = 500;

export function MoveAnnouncement({ model, q }: { model: RobotModel; q: readonly number[] }) {
  const sentence = restingSentence(model, q);
  const settled = useDebouncedValue(sentence, restMs);
  // Nothing is said for the pose the page opened with: only for where a move ends.
  const [opening] = useState(sentence);
  const [moved, setMoved] = useState(false);
  if (!moved && settled !== opening) setMoved(true);
  return (
    <p role="status" className="sr-only">
      {moved ? settled : ''}
    </p>
  );
}
