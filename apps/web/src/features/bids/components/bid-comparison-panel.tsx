import type { AdView } from '@teklifal/core';

/** The owner's bids, comparison grid and award (being built). */
export function BidComparisonPanel({ ad }: { ad: AdView }) {
  void ad;
  return null;
}
