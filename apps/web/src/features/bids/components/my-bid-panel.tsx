import type { AdView } from '@teklifal/core';

/** The seller's own bid on an ad and the bid button (being built). */
export function MyBidPanel({ ad }: { ad: AdView }) {
  void ad;
  return null;
}
