/** A project's difficulty as a coloured label: beginner green, intermediate blue, advanced amber. */
import type { Difficulty } from '@tinkerlabs/contract/projects';
import { Badge } from '@/components/content/content-card.tsx';
import { difficultyLabels } from '../lib/project-labels.ts';

const tones = { beginner: 'green', intermediate: 'blue', advanced: 'amber' } as const;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge tone={tones[difficulty]}>{difficultyLabels[difficulty]}</Badge>;
}
