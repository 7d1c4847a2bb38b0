import { dashboardKey } from '../../../lib/query-keys.ts';

/** Order, bid and ad changes invalidate `['dashboard']`, so the figures follow them. */
export const dashboardStatsKey = [...dashboardKey, 'stats'] as const;
