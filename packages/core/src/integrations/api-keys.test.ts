import { describe, expect, it } from 'vitest';
import { checkAccess } from '../policies/access.ts';
import { canManageCompany } from '../policies/company.ts';
import { apiKeyRouteRefusal } from './api-key-routes.ts';
import { apiKeyActor, apiKeyStatus, CreateApiKeyInput } from './api-keys.ts';

const company = { id: 'c1', isBuyerConfirmed: 'yes', isSellerConfirmed: 'no' } as const;

describe('apiKeyRouteRefusal', () => {
  it('lets a key in with the route’s scope, and names the scope it lacks', () => {
    expect(apiKeyRouteRefusal(['ads:write'], 'POST', '/api/ads')).toBeNull();
    expect(apiKeyRouteRefusal(['ads:read'], 'POST', '/api/ads')).toEqual({
      code: 'API_KEY_SCOPE',
      scope: 'ads:write',
    });
    expect(apiKeyRouteRefusal(['award'], 'post', '/api/ads/:adId/award')).toBeNull();
  });

  it('answers a HEAD as its GET, any key on public routes, no key on people-only or unknown ones', () => {
    expect(apiKeyRouteRefusal(['orders:read'], 'HEAD', '/api/orders')).toBeNull();
    expect(apiKeyRouteRefusal([], 'GET', '/api/sectors')).toBeNull();
    expect(apiKeyRouteRefusal(['chat'], 'POST', '/api/me/password')).toEqual({
      code: 'API_KEY_NOT_ALLOWED',
    });
    expect(apiKeyRouteRefusal(['chat'], 'GET', '/api/not-a-route')).toEqual({
      code: 'API_KEY_NOT_ALLOWED',
    });
  });
});

describe('apiKeyActor', () => {
  it('is its company as a member, never staff, so it cannot manage the company', () => {
    const actor = apiKeyActor('u1', company);
    expect(actor).toEqual({ user: { id: 'u1', role: 'user' }, company, companyRole: 'member' });
    expect(canManageCompany(actor, 'c1')).toBe(false);
    expect(checkAccess(actor, { kind: 'buyer' })).toBeNull();
    expect(checkAccess(actor, { kind: 'seller' })?.code).toBe('SELLER_NOT_CONFIRMED');
    expect(checkAccess(actor, { kind: 'platformAdmin' })?.code).toBe('FORBIDDEN');
  });
});

describe('apiKeyStatus', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('is revoked first, then expired at its expiry exactly, else active', () => {
    expect(apiKeyStatus({ revokedAt: now, expiresAt: null }, now)).toBe('revoked');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: now }, now)).toBe('expired');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe(
      'active',
    );
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe('active');
  });
});

describe('CreateApiKeyInput', () => {
  it('keeps the scopes in core’s order without repeats', () => {
    const parsed = CreateApiKeyInput.parse({ name: 'ERP', scopes: ['chat', 'ads:read', 'chat'] });
    expect(parsed.scopes).toEqual(['ads:read', 'chat']);
  });
});
