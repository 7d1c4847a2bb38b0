import { addMessageSections, loadScreenSections } from '@teklifal/core';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { ensurePlatformAdmin } from './modules/setup/commands/platform-admin.ts';
import adminRoutes from './modules/admin/index.ts';
import procurementModule from './modules/procurement/index.ts';
import integrationsModule from './modules/integrations/index.ts';
import {
  buildOrderDocument,
  buildOrderResponseDocument,
} from './modules/orders/queries/order-ubl.ts';
import { apiKeyIdentity } from './modules/integrations/api-keys/bearer.ts';
import { apiKeyGatePlugin } from './modules/integrations/api-keys/gate.ts';
import { idempotencyPlugin } from './modules/integrations/idempotency/plugin.ts';
import { markBidDeclinedWhenNoOrderStands } from './modules/procurement/bids/commands/mark-bid-declined.ts';
import { mayReawardOrder } from './modules/procurement/bids/queries/reaward.ts';
import ordersRoutes from './modules/orders/index.ts';
import priceHintsRoutes from './modules/price-hints/index.ts';
import chatRoutes from './modules/chat/index.ts';
import eventRoutes from './modules/events/index.ts';
import companiesRoutes from './modules/companies/index.ts';
import filesRoutes from './modules/files/index.ts';
import { canReadAdAttachment } from './modules/procurement/ads/queries/attachment-access.ts';
import { canReadBidAttachment } from './modules/procurement/bids/queries/attachment-access.ts';
import { canReadChatAttachment } from './modules/chat/queries.ts';
import { canReadSupportFile } from './modules/support/queries.ts';
import notificationsRoutes from './modules/notifications/index.ts';
import profileRoutes from './modules/profile/index.ts';
import sectorsRoutes from './modules/sectors/index.ts';
import authRoutes from './modules/auth/index.ts';
import contentRoutes from './modules/content/index.ts';
import postsRoutes from './modules/posts/index.ts';
import healthRoutes from './modules/health/index.ts';
import meRoutes from './modules/me/index.ts';
import setupRoutes from './modules/setup/index.ts';
import translateRoutes from './modules/translate/index.ts';
import supportRoutes from './modules/support/index.ts';
import pushRoutes, { pushPlugin } from './modules/push/index.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import exchangeRatesRoutes from './modules/exchange-rates/index.ts';
import { exchangeRatesPlugin } from './modules/exchange-rates/plugin.ts';
import identityPlugin from './plugins/identity.ts';
import publicPagesPlugin from './plugins/public-pages.ts';
import developersPagePlugin from './plugins/developers-page.ts';
import mailPlugin from './plugins/mail.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import eventsPlugin from './plugins/events.ts';
import tableCachePlugin from './plugins/table-cache.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import securityPlugin from './plugins/security.ts';
import swaggerPlugin from './plugins/swagger.ts';
import webPlugin from './plugins/web.ts';
import { zodValidatorCompiler } from './plugins/zod-compiler.ts';
import { readinessPlugin } from './ops/readiness.ts';
import metricsPlugin from './plugins/metrics.ts';
import routeTablePlugin from './plugins/route-table.ts';
import requestIdPlugin, {
  REQUEST_ID_LOG_LABEL,
  requestIdGenerator,
  withRequestIds,
} from './plugins/request-id.ts';
import { seedBaseData } from './seed.ts';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database with the app (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  logger?: boolean | object;
}

/** The whole API as one Fastify instance; server.ts listens, tests inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // The server writes every message (mails, problems); the browser loads some with their screens.
  addMessageSections((await loadScreenSections()).SCREEN_SECTIONS);
  const app = Fastify({
    logger: withRequestIds(options.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    genReqId: requestIdGenerator(config.trustProxy),
    logController: new LogController({ requestIdLogLabel: REQUEST_ID_LOG_LABEL }),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkResponses: config.checkResponses }));

  await app.register(configPlugin, { config });
  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(dbPlugin, { handle: database, closeOnExit: options.closeDatabase ?? true });
  await app.register(readinessPlugin);
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(swaggerPlugin);
  await app.register(mailPlugin);
  await app.register(eventsPlugin);
  await app.register(pushPlugin);
  await app.register(tableCachePlugin);
  await app.register(filesPlugin);
  await app.register(exchangeRatesPlugin);
  await app.register(authPlugin);
  // A request with `Authorization: Bearer` is its API key's (modules/integrations, #31).
  await app.register(identityPlugin, { bearer: apiKeyIdentity(app) });
  await app.register(apiKeyGatePlugin);
  await app.register(idempotencyPlugin);
  await app.register(publicPagesPlugin);
  await app.register(developersPagePlugin);

  await app.register(authRoutes, { prefix: '/api/auth' });
  for (const routes of [
    healthRoutes,
    meRoutes,
    contentRoutes,
    postsRoutes,
    setupRoutes,
    adminRoutes,
    exchangeRatesRoutes,
    translateRoutes,
    companiesRoutes,
    sectorsRoutes,
    profileRoutes,
    notificationsRoutes,
    procurementModule,
    priceHintsRoutes,
    chatRoutes,
    supportRoutes,
    pushRoutes,
    eventRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }
  // Orders come from the award; what they ask of it back is given here (orders/award-flow.ts).
  await app.register(ordersRoutes, {
    prefix: '/api',
    awardFlow: { orderDeclined: markBidDeclinedWhenNoOrderStands, mayReaward: mayReawardOrder },
  });
  // Order webhooks carry the order's UBL document on request; the orders module builds it.
  await app.register(integrationsModule, {
    prefix: '/api',
    orderDocument: buildOrderDocument,
    orderResponseDocument: buildOrderResponseDocument,
  });
  // Each attachment is read by the rule of the record it is attached to, which its module owns.
  await app.register(filesRoutes, {
    prefix: '/api',
    attachmentReaders: {
      adAttachment: canReadAdAttachment,
      bidAttachment: canReadBidAttachment,
      chatAttachment: canReadChatAttachment,
      supportAttachment: canReadSupportFile,
    },
  });
  await app.register(webPlugin, { distDir: config.webDist });

  // Two instances starting together on one empty database take turns (see exclusively).
  await database.exclusively(async () => {
    await seedBaseData(app.db);
    if (config.admin) {
      await ensurePlatformAdmin(app.db, app.auth, { name: 'Platform Yöneticisi', ...config.admin });
    }
  });
  await app.ready();
  return app;
}
