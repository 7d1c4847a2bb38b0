const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A method that only reads (RFC 9110 "safe"): no origin check, and nothing kept is outdated by it. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);
