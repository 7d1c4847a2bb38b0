import type { FastifyInstance } from 'fastify';
import orderDocumentRoutes from './routes/documents.ts';
import orderExchangeDocumentRoutes from './routes/order-exchange-documents.ts';
import type { AwardFlow } from './award-flow.ts';
import orderRouteHandlers from './routes/orders.ts';
import ordersXlsxRoutes from './routes/orders-xlsx.ts';

/**
 * Orders after the award (lists, page, commands, ratings, the seller's UBL-TR documents) and
 * the dashboard's figures.
 */
export default async function ordersRoutes(
  fastify: FastifyInstance,
  { awardFlow }: { awardFlow: AwardFlow },
) {
  await fastify.register(orderRouteHandlers, { awardFlow });
  await fastify.register(orderDocumentRoutes);
  await fastify.register(orderExchangeDocumentRoutes);
  await fastify.register(ordersXlsxRoutes);
}
