const NICE_STEPS = [1, 2, 5];

/**
 * The y axis of a chart of counts: whole numbers from 0, evenly spaced by 1, 2, 5, 10, 20, …,
 * at most `maxTicks` of them, the last at or above the largest count. (Left to itself the chart
 * library rounded fractional ticks: 0, 1, 2, 4 for a largest count of 3.)
 */
export function countTicks(counts: readonly number[], maxTicks = 5): number[] {
  const largest = Math.max(0, ...counts.map((count) => Math.ceil(count)));
  let step = 1;
  for (let scale = 1; ; scale *= 10) {
    const nice = NICE_STEPS.map((base) => base * scale).find(
      (candidate) => Math.ceil(largest / candidate) + 1 <= maxTicks,
    );
    if (nice !== undefined) {
      step = nice;
      break;
    }
  }
  const top = Math.max(step, Math.ceil(largest / step) * step);
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
