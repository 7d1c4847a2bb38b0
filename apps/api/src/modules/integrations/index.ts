import type { FastifyInstance } from 'fastify';
import apiKeysRoutes from './api-keys/index.ts';
import webhooksModule, { type WebhooksOptions } from './webhooks/index.ts';

/**
 * Integrations (issue #31): what lets a company's own systems (an ERP) talk to TeklifAl. One
 * module with parts: api-keys/ (keys, the Bearer caller, Idempotency-Key), webhooks/.
 */
export default async function integrationsModule(
  fastify: FastifyInstance,
  options: WebhooksOptions,
) {
  await fastify.register(apiKeysRoutes);
  await fastify.register(webhooksModule, {
    orderDocument: options.orderDocument,
    orderResponseDocument: options.orderResponseDocument,
  });
}
