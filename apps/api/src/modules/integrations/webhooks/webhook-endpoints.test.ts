import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebhookEndpointsView, WebhookSecretView } from '@teklifal/core';
import { createTestApp, inject, signUpAndSignIn, type TestApp } from '../../../test/helper.ts';
import { signedInCompany, type CompanyUser } from '../../../test/procurement.ts';
import { addMember } from '../../../test/factories.ts';

const body = (url: string, overrides: Record<string, unknown> = {}) => ({
  url,
  description: 'ERP',
  events: ['bid.received', 'order.created'],
  enabled: true,
  includeOrderDocument: false,
  ...overrides,
});

const register = (app: FastifyInstance, who: { cookie: string }, payload: unknown) =>
  inject(app, {
    method: 'POST',
    url: '/api/integrations/webhooks',
    cookie: who.cookie,
    payload: payload as Record<string, unknown>,
  });

describe('webhook endpoints, as the operator allows nothing beyond the public internet', () => {
  let t: TestApp;
  let owner: CompanyUser;

  beforeAll(async () => {
    t = await createTestApp({ webhookAllowedRanges: [] });
    owner = await signedInCompany(t.app, { buyer: true });
  });
  afterAll(() => t.close());

  it.each([
    ['loopback', 'https://127.0.0.1/hooks'],
    ['a host name that resolves to loopback', 'https://localhost:4441/hooks'],
    ['RFC 1918', 'https://10.1.2.3/hooks'],
    ['RFC 1918 (192.168)', 'https://192.168.1.10/hooks'],
    ['CGNAT', 'https://100.64.0.1/hooks'],
    ['link-local and the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['the AWS IPv6 metadata address (ULA)', 'https://[fd00:ec2::254]/'],
    ['IPv6 loopback', 'https://[::1]/hooks'],
    ['an IPv4 loopback written as IPv6', 'https://[::ffff:127.0.0.1]/hooks'],
    ['0.0.0.0', 'https://0.0.0.0/hooks'],
    ['multicast', 'https://224.0.0.1/hooks'],
  ])('refuses %s at registration, naming the url', async (_name, url) => {
    const response = await register(t.app, owner, body(url));
    expect(response.statusCode).toBe(400);
    const problem = response.json<{ errors: { field: string; messageKey: string }[] }>();
    expect(problem.errors[0]).toMatchObject({
      field: 'url',
      messageKey: 'webhooks.errors.addressRefused',
    });
  });

  it('takes only https', async () => {
    const response = await register(t.app, owner, body('http://93.184.216.34/hooks'));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { messageKey: string }[] }>().errors[0]?.messageKey).toBe(
      'validation.url',
    );
  });

  it('registers a public https address and shows its secret once', async () => {
    const response = await register(t.app, owner, body('https://93.184.216.34/hooks'));
    expect(response.statusCode).toBe(201);
    const { secret, endpoint } = response.json<{ secret: string; endpoint: { id: string } }>();
    expect(secret).toMatch(/^whsec_/);
    const list = await inject(t.app, { url: '/api/integrations/webhooks', cookie: owner.cookie });
    const items = list.json<WebhookEndpointsView>().items;
    expect(items.map((item) => item.id)).toEqual([endpoint.id]);
    expect(list.body).not.toContain(secret);
    expect(items[0]?.secretHint).toBe(secret.slice(0, 12));

    const rolled = await inject(t.app, {
      method: 'POST',
      url: `/api/integrations/webhooks/${endpoint.id}/secret`,
      cookie: owner.cookie,
    });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json<WebhookSecretView>().secret).not.toBe(secret);
  });

  it('asks at least one event', async () => {
    const response = await register(t.app, owner, body('https://93.184.216.34/', { events: [] }));
    expect(response.statusCode).toBe(400);
  });

  it('is for the company’s owners and admins: a member is refused, another company sees none', async () => {
    const created = await register(t.app, owner, body('https://93.184.216.34/other'));
    const { endpoint } = created.json<{ endpoint: { id: string } }>();
    const person = await signUpAndSignIn(t.app);
    await addMember(t.app.db, owner.companyId, person.userId, 'member');
    const asMember = await inject(t.app, {
      url: '/api/integrations/webhooks',
      cookie: person.cookie,
    });
    expect(asMember.statusCode).toBe(403);

    const stranger = await signedInCompany(t.app, { seller: true });
    const list = await inject(t.app, {
      url: '/api/integrations/webhooks',
      cookie: stranger.cookie,
    });
    expect(list.json<WebhookEndpointsView>().items).toEqual([]);
    for (const [method, url] of [
      ['DELETE', `/api/integrations/webhooks/${endpoint.id}`],
      ['POST', `/api/integrations/webhooks/${endpoint.id}/secret`],
      ['POST', `/api/integrations/webhooks/${endpoint.id}/test`],
      ['GET', `/api/integrations/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const response = await inject(t.app, { method, url, cookie: stranger.cookie });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
