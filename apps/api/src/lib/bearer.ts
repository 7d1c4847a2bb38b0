/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750), or null when there is none.
 * A request that carries one is a machine's (an API key, issue #31): it is authorized by the
 * token alone, never by cookies, so the origin checks meant for cookies do not apply to it.
 */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}
