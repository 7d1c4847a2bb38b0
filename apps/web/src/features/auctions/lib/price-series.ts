import { istanbulWallTimeOf } from '@teklifal/core';

/** A participant's line on the chart: its key in the rows, its name, where it started. */
export interface SeriesSpec {
  key: string;
  label: string;
  /** The bid id whose history entries move this line. */
  bidId: string;
  startTotal: string;
}

export type ChartRow = { time: string } & Record<string, number | string>;

/** 'HH:mm:ss' in Istanbul. */
const clockOf = (at: string) => istanbulWallTimeOf(at).slice(11);

/**
 * The chart's rows: every participant at its starting total when the auction starts, then one
 * row per auction bid (in the server's order) carrying every line forward, so each line steps
 * down where its participant bid; once it has ended, a last row at the end shows where each
 * finished. Numbers for the chart's scale; the tables keep the exact ones.
 */
export function priceRows(
  startsAt: string,
  series: readonly SeriesSpec[],
  history: readonly { seq: number; at: string; bidId: string; total: string }[],
  endedAt?: string,
): ChartRow[] {
  const keyOf = new Map(series.map((spec) => [spec.bidId, spec.key]));
  const current: Record<string, number> = Object.fromEntries(
    series.map((spec) => [spec.key, Number(spec.startTotal)]),
  );
  const rows: ChartRow[] = [{ time: clockOf(startsAt), ...current }];
  for (const entry of [...history].sort((a, b) => a.seq - b.seq)) {
    const key = keyOf.get(entry.bidId);
    if (!key) continue;
    current[key] = Number(entry.total);
    rows.push({ time: clockOf(entry.at), ...current });
  }
  if (endedAt) rows.push({ time: clockOf(endedAt), ...current });
  return rows;
}
