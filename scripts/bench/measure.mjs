// One target measured: first checked (status and body), then loaded with autocannon.
import autocannon from 'autocannon';

export const CONNECTIONS = 20;

/**
 * Asks the target once and checks what it answers, so a figure can never be the speed of an
 * error page or of the HTML shell (autocannon ignores a top-level `path`: the URL is whole).
 */
export async function checkTarget(target) {
  const response = await fetch(target.url, { headers: target.headers });
  const text = await response.text();
  if (response.status !== target.status) {
    throw new Error(
      `bench: ${target.name} answered ${response.status}, not ${target.status}: ${text.slice(0, 200)}`,
    );
  }
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`bench: ${target.name} did not answer JSON: ${text.slice(0, 120)}`);
  }
  const problem = target.check(body);
  if (problem) throw new Error(`bench: ${target.name} answered the wrong body: ${problem}`);
  return { bytes: Buffer.byteLength(text), encoding: response.headers.get('content-encoding') };
}

function load(target, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: target.url, headers: target.headers, connections: CONNECTIONS, duration: seconds },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** A short warm-up (JIT, caches, prepared statements), then the measured run. */
export async function measure(target, seconds) {
  const { bytes, encoding } = await checkTarget(target);
  await load(target, Math.min(2, seconds));
  const result = await load(target, seconds);
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `bench: ${target.name} failed ${failures} of ${result.requests.total} requests under load`,
    );
  }
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bodyBytes: bytes,
    contentEncoding: encoding ?? 'identity',
  };
}
