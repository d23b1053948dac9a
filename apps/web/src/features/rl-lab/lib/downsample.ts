/** Thins a long learning curve for drawing: at most `limit` points, each the mean of its bucket. */
export function downsample(values: readonly number[], limit: number): { x: number; y: number }[] {
  if (values.length <= limit) return values.map((y, i) => ({ x: i + 1, y }));
  const size = values.length / limit;
  const points: { x: number; y: number }[] = [];
  for (let b = 0; b < limit; b++) {
    const start = Math.floor(b * size);
    const end = Math.floor((b + 1) * size);
    let sum = 0;
    for (let i = start; i < end; i++) sum += values[i]!;
    // The x of a bucket is its last episode, so the curve ends at the latest episode.
    points.push({ x: end, y: sum / (end - start) });
  }
  return points;
}
