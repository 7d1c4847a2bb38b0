import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiKeyList,
  ApiKeyView,
  canManageApiKeys,
  CreateApiKeyInput,
  CreatedApiKey,
  isFutureExpiry,
} from '@teklifal/core';
import { companyContext } from '../../../lib/company-context.ts';
import { idParam } from '../../../lib/params.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { createApiKey } from './commands/create-api-key.ts';
import { revokeApiKey } from './commands/revoke-api-key.ts';
import { presentApiKey } from './presenter.ts';
import { findCompanyApiKey, listCompanyApiKeys } from './queries.ts';

const tags = ['integrations'];
const KeyParams = z.object({ keyId: idParam });

/** The company's owner or an admin, signed in (core's API_KEY_ROUTES refuses keys here). */
async function managerContext(request: FastifyRequest) {
  const ctx = await companyContext(request);
  if (!canManageApiKeys(ctx.actor, ctx.companyId)) throw new ProblemError('FORBIDDEN');
  return ctx;
}

/** /api/my-company/api-keys: list, create (the secret is answered once) and revoke. */
export default async function apiKeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/my-company/api-keys',
    {
      schema: {
        tags,
        summary: 'My company’s API keys, newest first (owner and admins; never their secrets)',
        response: { 200: ApiKeyList.describe('The keys, revoked and expired ones included') },
      },
    },
    async (request): Promise<ApiKeyList> => {
      const ctx = await managerContext(request);
      const now = new Date();
      const rows = await listCompanyApiKeys(app.db, ctx.companyId);
      return { items: rows.map((row) => presentApiKey(row, now)) };
    },
  );

  app.post(
    '/my-company/api-keys',
    {
      schema: {
        tags,
        summary: 'Create an API key (owner and admins): its secret is in this answer only',
        body: CreateApiKeyInput,
        response: { 201: CreatedApiKey.describe('The key and its secret, shown this once') },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
    },
    async (request, reply): Promise<CreatedApiKey> => {
      const ctx = await managerContext(request);
      const now = new Date();
      const { name, scopes, expiresAt } = request.body;
      if (!isFutureExpiry(expiresAt, now)) {
        throw new ProblemError('VALIDATION', {
          fields: [
            {
              field: 'expiresAt',
              messageKey: 'apiKeys.errors.expiryPast',
              params: { field: 'apiKeys.fields.expiresAt' },
            },
          ],
        });
      }
      const created = await createApiKey(app.db, ctx, {
        name,
        scopes,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
      });
      const row = await findCompanyApiKey(app.db, ctx.companyId, created.id);
      if (!row) throw new ProblemError('NOT_FOUND');
      reply.status(201);
      return { key: presentApiKey(row, now), secret: created.secret };
    },
  );

  app.post(
    '/my-company/api-keys/:keyId/revoke',
    {
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'Revoke an API key at once, on every instance (owner and admins)',
        params: KeyParams,
        response: { 200: ApiKeyView.describe('The revoked key') },
      },
    },
    async (request): Promise<ApiKeyView> => {
      const ctx = await managerContext(request);
      const now = new Date();
      // Another company's key is not found, as if it did not exist.
      const found = await findCompanyApiKey(app.db, ctx.companyId, request.params.keyId);
      if (!found) throw new ProblemError('NOT_FOUND');
      await revokeApiKey(app.db, ctx, found.key.id, now);
      const row = await findCompanyApiKey(app.db, ctx.companyId, found.key.id);
      if (!row) throw new ProblemError('NOT_FOUND');
      return presentApiKey(row, now);
    },
  );
}
