/**
 * mms's statistics and score, with the semantics of its Stats.cpp: distances and turns in total and
 * for the current and best runs, an "effective distance" that rewards long straights (a move of
 * N > 2 cells counts 2 + (N − 2) / 2), a 15-point penalty carried into the next run after a reset,
 * and score = best run turns + best run effective distance + 0.1 × (total turns + total effective
 * distance), or 2000 while no run has reached the goal. A run starts when the mouse moves off the
 * start cell and finishes when it stops in a goal cell; coming back to the start ends it unfinished.
 */

export type StatName =
  | 'total-distance'
  | 'total-turns'
  | 'total-effective-distance'
  | 'best-run-distance'
  | 'best-run-turns'
  | 'best-run-effective-distance'
  | 'current-run-distance'
  | 'current-run-turns'
  | 'current-run-effective-distance'
  | 'score';

export const statNames: readonly StatName[] = [
  'total-distance',
  'total-turns',
  'total-effective-distance',
  'best-run-distance',
  'best-run-turns',
  'best-run-effective-distance',
  'current-run-distance',
  'current-run-turns',
  'current-run-effective-distance',
  'score',
];

export const unsolvedScore = 2000;
export const resetPenalty = 15;

export function effectiveDistance(distance: number): number {
  return distance > 2 ? distance / 2 + 1 : distance;
}

export interface StatsSnapshot {
  totalDistance: number;
  totalTurns: number;
  totalEffectiveDistance: number;
  currentRunDistance: number;
  currentRunTurns: number;
  currentRunEffectiveDistance: number;
  /** null until a run has reached the goal (mms shows an empty field and getStat answers -1). */
  bestRunDistance: number | null;
  bestRunTurns: number | null;
  bestRunEffectiveDistance: number | null;
  score: number;
}

export class MmsStats {
  private totalDistance = 0;
  private totalTurns = 0;
  private totalEffective = 0;
  private runDistance = 0;
  private runTurns = 0;
  private runEffective = 0;
  private best: { distance: number; turns: number; effective: number } | null = null;
  private startedRun = false;
  private penalty = 0;

  addDistance(distance: number): void {
    const effective = effectiveDistance(distance);
    this.totalDistance += distance;
    this.totalEffective += effective;
    if (this.startedRun) {
      this.runDistance += distance;
      this.runEffective += effective;
    }
  }

  addTurn(): void {
    this.totalTurns += 1;
    if (this.startedRun) this.runTurns += 1;
  }

  /** The mouse leaves the start cell: a new run begins, paying any reset penalty. */
  startRun(): void {
    this.runDistance = 0;
    this.runTurns = 0;
    this.runEffective = this.penalty;
    this.totalEffective += this.penalty;
    this.penalty = 0;
    this.startedRun = true;
  }

  /** The mouse stopped in a goal cell: the current run counts, and becomes the best if it scores lower. */
  finishRun(): void {
    this.startedRun = false;
    const current = this.runTurns + this.runEffective;
    if (!this.best || current < this.best.turns + this.best.effective)
      this.best = { distance: this.runDistance, turns: this.runTurns, effective: this.runEffective };
  }

  endUnfinishedRun(): void {
    this.startedRun = false;
  }

  penalizeForReset(): void {
    this.penalty = resetPenalty;
  }

  get score(): number {
    if (!this.best) return unsolvedScore;
    return this.best.turns + this.best.effective + 0.1 * (this.totalTurns + this.totalEffective);
  }

  snapshot(): StatsSnapshot {
    return {
      totalDistance: this.totalDistance,
      totalTurns: this.totalTurns,
      totalEffectiveDistance: this.totalEffective,
      currentRunDistance: this.runDistance,
      currentRunTurns: this.runTurns,
      currentRunEffectiveDistance: this.runEffective,
      bestRunDistance: this.best?.distance ?? null,
      bestRunTurns: this.best?.turns ?? null,
      bestRunEffectiveDistance: this.best?.effective ?? null,
      score: this.score,
    };
  }

  /** The answer to `getStat NAME`, as mms writes it: -1 for an empty field. */
  read(name: StatName): string {
    const s = this.snapshot();
    const value = {
      'total-distance': s.totalDistance,
      'total-turns': s.totalTurns,
      'total-effective-distance': s.totalEffectiveDistance,
      'best-run-distance': s.bestRunDistance,
      'best-run-turns': s.bestRunTurns,
      'best-run-effective-distance': s.bestRunEffectiveDistance,
      'current-run-distance': s.currentRunDistance,
      'current-run-turns': s.currentRunTurns,
      'current-run-effective-distance': s.currentRunEffectiveDistance,
      score: s.score,
    }[name];
    return value === null ? '-1' : formatStat(value);
  }
}

/** Qt's QString::number for a float: up to 6 significant digits, no trailing zeros. */
export function formatStat(value: number): string {
  return String(Number(value.toPrecision(6)));
}
