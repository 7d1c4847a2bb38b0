// Reading a server-sent-events stream (GET /api/events) in a benchmark.

/**
 * Calls `onEvent(kind, data)` for every frame of an open SSE stream that has an event kind and
 * data (the data is JSON); frames without either (`retry:`, `: keep-alive`) are skipped. Reads
 * until the stream ends; returns a function that stops reading.
 */
export function readEvents(stream, onEvent) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const kind = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (kind && data) onEvent(kind, JSON.parse(data));
      }
    }
  })().catch(() => {});
  return () => reader.cancel().catch(() => {});
}
