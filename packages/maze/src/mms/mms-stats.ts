/**
 * mms's statistics and score, as its Stats.cpp keeps them. Distances are counted in half cells: the
 * engine adds the half steps a move asks for (moveForward N asks for 2N, moveForwardHalf N for N).
 * A move of h half steps has an "effective distance" of h when h ≤ 2 and h / 2 + 1 beyond, so one
 * long straight counts less than the same cells driven one at a time. Every turn (45° or 90°) is 1.
 * A run starts when a move leaves the start cell and counts until a move or turn ends in the goal;
 * ending at the start leaves it unfinished. A Reset adds 15 to the next run's (and the total)
 * effective distance. Score = best run turns + best run effective distance + 0.1 × (total turns +
 * total effective distance), or 2000 while no run has reached the goal. mms keeps every value as a
 * 32-bit float and shows it with Qt's QString::number (6 significant digits), so this does too.
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

/** The stats mms answers as whole numbers (getStat reads their shown text back as an integer). */
const integerStats: ReadonlySet<StatName> = new Set([
  'total-distance',
  'total-turns',
  'best-run-distance',
  'best-run-turns',
  'current-run-distance',
  'current-run-turns',
]);

export const unsolvedScore = 2000;
export const resetPenalty = 15;

/** The effective distance of one move of `halfSteps` half cells. */
export function effectiveDistance(halfSteps: number): number {
  return halfSteps > 2 ? halfSteps / 2 + 1 : halfSteps;
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

/** A sum as mms stores it: in a 32-bit float. */
const add = (a: number, b: number) => Math.fround(a + b);

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

  /** A move asked for `halfSteps` half cells (the whole request, even when the mouse crashes on the way). */
  addDistance(halfSteps: number): void {
    const effective = effectiveDistance(halfSteps);
    this.totalDistance = add(this.totalDistance, halfSteps);
    this.totalEffective = add(this.totalEffective, effective);
    if (this.startedRun) {
      this.runDistance = add(this.runDistance, halfSteps);
      this.runEffective = add(this.runEffective, effective);
    }
  }

  addTurn(): void {
    this.totalTurns = add(this.totalTurns, 1);
    if (this.startedRun) this.runTurns = add(this.runTurns, 1);
  }

  /** A move begins in the start cell: a new run begins, paying any reset penalty. */
  startRun(): void {
    this.runDistance = 0;
    this.runTurns = 0;
    this.runEffective = this.penalty;
    this.totalEffective = add(this.totalEffective, this.penalty);
    this.penalty = 0;
    this.startedRun = true;
  }

  /** A move or turn ended in the goal: the current run counts, and becomes the best if it scores lower. */
  finishRun(): void {
    this.startedRun = false;
    const current = add(this.runTurns, this.runEffective);
    if (!this.best || current < add(this.best.turns, this.best.effective))
      this.best = { distance: this.runDistance, turns: this.runTurns, effective: this.runEffective };
  }

  endUnfinishedRun(): void {
    this.startedRun = false;
  }

  /** The penalty is set, not added: two resets before the next run still cost 15. */
  penalizeForReset(): void {
    this.penalty = resetPenalty;
  }

  get score(): number {
    if (!this.best) return unsolvedScore;
    const best = add(this.best.effective, this.best.turns);
    return Math.fround(best + 0.1 * add(this.totalEffective, this.totalTurns));
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

  /**
   * The answer to `getStat NAME`, as mms writes it: the text its stats tab shows, read back as an
   * integer for the whole-number stats, and -1 for an empty field or text that is not an integer
   * (a distance of a million half cells or more, which Qt shows as "1e+06").
   */
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
    if (value === null) return '-1';
    const text = formatStat(value);
    if (integerStats.has(name) && !/^[+-]?\d+$/.test(text)) return '-1';
    return text;
  }
}

/**
 * A number as Qt's QString::number shows it (printf's %g): 6 significant digits, no trailing zeros,
 * and an exponent of at least two digits from a million up or below 0.0001.
 * @example formatStat(1999998) // "2e+06"
 */
export function formatStat(value: number): string {
  if (value === 0) return '0';
  const [mantissa = '', exponentText = '0'] = value.toExponential(5).split('e');
  const exponent = Number(exponentText);
  const trim = (digits: string) => (digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits);
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? '-' : '+';
    return `${trim(mantissa)}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  return trim(value.toFixed(5 - exponent));
}
