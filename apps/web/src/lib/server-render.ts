import { createContext, useContext } from 'react';

/**
 * What a render on the server learns about the page it drew. The server sends a page only when
 * it is complete: one that still shows a loader (data not there after the last round, a guard
 * that sends the visitor elsewhere) is left to the browser, which knows how to go on from it.
 */
export interface ServerRenderReport {
  waiting: boolean;
}

export const ServerRenderContext = createContext<ServerRenderReport | null>(null);

/** Called by what stands in for content still to come: in the browser, it does nothing. */
export function useWaitingMark() {
  const report = useContext(ServerRenderContext);
  if (report) report.waiting = true;
}
