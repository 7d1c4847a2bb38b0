import type { IncomingHttpHeaders } from 'node:http';

export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) result.append(name, v);
    else result.set(name, value);
  }
  return result;
}
