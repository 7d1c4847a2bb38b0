import { useNow } from '../../../components/use-now.ts';

/**
 * The server's time now, ticking every second: the browser's clock moved by the offset the
 * room measured (see fetchAuctionRoom), so every screen counts down to the same instant.
 */
export function useServerNow(offset: number): number {
  return useNow(1000) + offset;
}
