import { z } from 'zod';
import type { Actor } from '../policies/access.ts';
import { canManageCompany } from '../policies/company.ts';
import { instantField } from '../schemas/dates.ts';
import { withFieldLabels } from '../schemas/field-labels.ts';
import { requiredText } from '../schemas/fields.ts';
import { API_KEY_SCOPES } from './scopes.ts';

/**
 * Requests one key may make a minute, per instance: a busy connector, not a flood. The server's
 * rate limit and the developers page both read it.
 */
export const API_KEY_REQUESTS_PER_MINUTE = 300;

/** Owners and admins manage the company's keys, in the browser only (keys cannot make keys). */
export const canManageApiKeys = canManageCompany;

/**
 * The actor a key acts as: its company, as its creator (whose name its records carry, and who
 * answers for it), with a member's role (a key never manages the company or its team) and never
 * the platform's staff, whatever the creator is. The scopes narrow it further per route.
 */
export function apiKeyActor(creatorUserId: string, company: NonNullable<Actor['company']>): Actor {
  return { user: { id: creatorUserId, role: 'user' }, company, companyRole: 'member' };
}

export const API_KEY_STATUSES = ['active', 'revoked', 'expired'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export function apiKeyStatus(
  key: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): ApiKeyStatus {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export const API_KEY_NAME_MAX = 80;

/** POST /api/my-company/api-keys; errors name the fields as the form labels them. */
export const CreateApiKeyInput = withFieldLabels(
  z.object({
    name: requiredText(API_KEY_NAME_MAX),
    scopes: z
      .array(z.enum(API_KEY_SCOPES))
      .min(1, 'validation.atLeastOne')
      .max(API_KEY_SCOPES.length, 'validation.tooMany')
      .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
    /** ISO instant; null or absent: valid until revoked. Must be in the future. */
    expiresAt: instantField.nullable().optional(),
  }),
  {
    name: 'apiKeys.fields.name',
    scopes: 'apiKeys.fields.scope',
    expiresAt: 'apiKeys.fields.expiresAt',
  },
);
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInput>;

/** Whether an expiry is acceptable at `now` (the form and the server both ask). */
export const isFutureExpiry = (expiresAt: string | null | undefined, now: Date) =>
  !expiresAt || new Date(expiresAt).getTime() > now.getTime();

export const ApiKeyView = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's visible start, e.g. `tk_live_ab12cd34`; the secret is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(API_KEY_STATUSES),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

export const ApiKeyList = z.object({ items: z.array(ApiKeyView) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** The answer to a key's creation: the only time its secret leaves the server. */
export const CreatedApiKey = z.object({
  key: ApiKeyView,
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;
