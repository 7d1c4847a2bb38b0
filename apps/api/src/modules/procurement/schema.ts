// The procurement aggregate's tables, one file per part (the ad's with its search index, the
// bid's, the auction's); its parts import them from here.
export * from './tables/ads.ts';
export * from './tables/search.ts';
export * from './tables/bids.ts';
export * from './tables/auctions.ts';
