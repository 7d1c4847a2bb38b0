/**
 * What a company's API key may do (issue #31). A key acts as its company with the rights of a
 * plain member, narrowed to these scopes; each documented route names the one it needs
 * (api-key-routes.ts).
 */
export const API_KEY_SCOPES = [
  'ads:read',
  'ads:write',
  'bids:read',
  'bids:write',
  'award',
  'orders:read',
  'orders:write',
  'chat',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: string): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value);

/** The visible start of every secret: `tk_live_` and 8 characters that name the key in lists. */
export const API_KEY_PREFIX = 'tk_live_';
export const API_KEY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/**
 * The catalogue key of a scope's label (`ads:read` → `apiKeys.scopes.ads_read`): i18next reads a
 * colon in a key as a namespace, so the catalogue names them with an underscore.
 */
export const apiKeyScopeLabelKey = (scope: ApiKeyScope) =>
  `apiKeys.scopes.${scope.replace(':', '_')}`;
