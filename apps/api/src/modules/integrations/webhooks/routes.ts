import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canManageWebhooks,
  pageField,
  WebhookDeliveriesPage,
  WebhookDeliveryView,
  WebhookEndpointCreated,
  WebhookEndpointsView,
  WebhookEndpointView,
  WebhookSecretView,
} from '@teklifal/core';
import { companyContext, type CompanyContext } from '../../../lib/company-context.ts';
import { idParam } from '../../../lib/params.ts';
import { ProblemError } from '../../../lib/problem.ts';
import { redeliverWebhook, sendTestWebhook } from './commands/queue-delivery.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  rollWebhookSecret,
  updateWebhookEndpoint,
} from './commands/save-webhook-endpoint.ts';
import type { WebhookSender } from './delivery/sender.ts';
import { webhookEndpointInputFor } from './endpoint-input.ts';
import { presentDelivery, presentEndpoint } from './presenter.ts';
import {
  deliveriesOfEndpoint,
  deliveryOfEndpoint,
  endpointOfCompany,
  endpointsOfCompany,
} from './queries.ts';

const tags = ['webhooks'];
const EndpointParams = z.object({ endpointId: idParam });
const DeliveryParams = z.object({ endpointId: idParam, deliveryId: idParam });
const DeliveriesQuery = z.object({ page: pageField });
const PAGE_SIZE = 20;

/** A company manager's context: owners and admins manage webhooks (canManageWebhooks). */
async function managerContext(request: Parameters<typeof companyContext>[0]) {
  const ctx = await companyContext(request);
  if (!canManageWebhooks(ctx.actor, ctx.companyId)) throw new ProblemError('FORBIDDEN');
  return ctx;
}

async function ownEndpoint(app: FastifyInstance, ctx: CompanyContext, endpointId: string) {
  const row = await endpointOfCompany(app.db, ctx.companyId, endpointId);
  if (!row) throw new ProblemError('NOT_FOUND');
  return row;
}

/** A company's webhook endpoints, their secrets and delivery logs (#31). */
export default async function webhookRoutes(
  fastify: FastifyInstance,
  options: { sender: WebhookSender },
) {
  const { sender } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = { allowedRanges: app.config.webhookAllowedRanges };
  const body = webhookEndpointInputFor(policy.allowedRanges);

  app.get(
    '/integrations/webhooks',
    {
      schema: {
        tags,
        summary: 'My company’s webhook endpoints',
        response: { 200: WebhookEndpointsView.describe('The endpoints, oldest first') },
      },
    },
    async (request): Promise<WebhookEndpointsView> => {
      const ctx = await managerContext(request);
      const rows = await endpointsOfCompany(app.db, ctx.companyId);
      return { items: rows.map(presentEndpoint) };
    },
  );

  app.post(
    '/integrations/webhooks',
    {
      schema: {
        tags,
        summary: 'Register a webhook endpoint',
        description:
          'The address must be https and lead to the public internet (checked after DNS ' +
          'resolution, here and on every delivery). The answer holds the signing secret, once.',
        body,
        response: { 201: WebhookEndpointCreated.describe('The endpoint and its secret') },
      },
    },
    async (request, reply) => {
      const ctx = await managerContext(request);
      const { row, secret } = await createWebhookEndpoint(app.db, ctx, request.body, policy);
      return reply.status(201).send({ endpoint: presentEndpoint(row), secret });
    },
  );

  app.patch(
    '/integrations/webhooks/:endpointId',
    {
      // endpointOfCompany reads only the manager's own company's rows.
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'Change a webhook endpoint, or switch it off or on',
        params: EndpointParams,
        body,
        response: { 200: WebhookEndpointView.describe('The endpoint as stored') },
      },
    },
    async (request): Promise<WebhookEndpointView> => {
      const ctx = await managerContext(request);
      await ownEndpoint(app, ctx, request.params.endpointId);
      const row = await updateWebhookEndpoint(
        app.db,
        ctx,
        request.params.endpointId,
        request.body,
        policy,
      );
      if (!row) throw new ProblemError('NOT_FOUND');
      sender.wake();
      return presentEndpoint(row);
    },
  );

  app.delete(
    '/integrations/webhooks/:endpointId',
    {
      // endpointOfCompany reads only the manager's own company's rows.
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its delivery log',
        params: EndpointParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      const ctx = await managerContext(request);
      await deleteWebhookEndpoint(app.db, ctx, request.params.endpointId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/integrations/webhooks/:endpointId/secret',
    {
      // endpointOfCompany reads only the manager's own company's rows.
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'Roll the signing secret (the new one at once; shown once)',
        params: EndpointParams,
        response: { 200: WebhookSecretView.describe('The new secret') },
      },
    },
    async (request): Promise<WebhookSecretView> => {
      const ctx = await managerContext(request);
      return { secret: await rollWebhookSecret(app.db, ctx, request.params.endpointId) };
    },
  );

  app.get(
    '/integrations/webhooks/:endpointId/deliveries',
    {
      // endpointOfCompany reads only the manager's own company's rows.
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'The endpoint’s delivery log, newest first',
        params: EndpointParams,
        querystring: DeliveriesQuery,
        response: { 200: WebhookDeliveriesPage.describe('A page of deliveries') },
      },
    },
    async (request): Promise<WebhookDeliveriesPage> => {
      const ctx = await managerContext(request);
      const endpoint = await ownEndpoint(app, ctx, request.params.endpointId);
      const page = { page: request.query.page, pageSize: PAGE_SIZE };
      const { items, total } = await deliveriesOfEndpoint(app.db, endpoint.id, page);
      return { items: items.map(presentDelivery), ...page, total };
    },
  );

  const queued = async (endpointId: string, deliveryId: string) => {
    sender.wake();
    const row = await deliveryOfEndpoint(app.db, endpointId, deliveryId);
    if (!row) throw new ProblemError('NOT_FOUND');
    return presentDelivery(row);
  };

  app.post(
    '/integrations/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
    {
      // endpointOfCompany reads only the manager's own company's rows.
      config: { access: 'scoped:own-rows' },
      schema: {
        tags,
        summary: 'Send one delivery’s event again (a new delivery, at the end of the queue)',
        params: DeliveryParams,
        response: { 202: WebhookDeliveryView.describe('The new delivery, queued') },
      },
    },
    async (request, reply) => {
      const ctx = await managerContext(request);
      const { endpointId, deliveryId } = request.params;
      const id = await redeliverWebhook(app.db, ctx, { endpointId, deliveryId });
      return reply.status(202).send(await queued(endpointId, id));
    },
  );

  app.post(
    '/integrations/webhooks/:endpointId/test',
    {
      // endpointOfCompany reads only the manager's own company's rows.
      config: { access: 'scoped:own-rows', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Send a test event (webhook.test) to the endpoint',
        params: EndpointParams,
        response: { 202: WebhookDeliveryView.describe('The test delivery, queued') },
      },
    },
    async (request, reply) => {
      const ctx = await managerContext(request);
      const { endpointId } = request.params;
      const id = await sendTestWebhook(app.db, ctx, { endpointId });
      return reply.status(202).send(await queued(endpointId, id));
    },
  );
}
