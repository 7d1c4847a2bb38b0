import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canDownloadDespatchAdvice,
  canDownloadInvoice,
  InvoiceDocumentQuery,
  istanbulDateOf,
  type Actor,
  type OrderSide,
  type OrderStatus,
} from '@teklifal/core';
import type { Executor } from '../../db/client.ts';
import { companyContext } from '../../lib/company-context.ts';
import { attachmentDisposition } from '../../lib/csv.ts';
import { idParam } from '../../lib/params.ts';
import { ProblemError } from '../../lib/problem.ts';
import { orderPartiesOf } from './presenter.ts';
import { findInvoiceExchangeRate, findOrderParties, findShippedAt } from './queries/documents.ts';
import { findOrderOfActor, orderStateConflict } from './queries/order-context.ts';
import { findOrderItems } from './queries/orders.ts';
import { buildDespatchXml } from './ubl/despatch.ts';
import { buildInvoiceXml } from './ubl/invoice.ts';
import { ublOrderOf } from './ubl/order-source.ts';

const tags = ['orders'];
const OrderParams = z.object({ orderId: idParam });

const xmlResponse = (description: string) => ({
  description,
  content: {
    'application/xml': {
      schema: z
        .string()
        .describe('UBL 2.1 XML in UTF-8, unsigned, with a draft number and a stable UUID (ETTN)'),
    },
  },
});

/**
 * The order, for the seller only: the buyer is told the document is the seller's (403), anyone
 * else learns nothing (404), a seller asking too early is told the order's state (409).
 */
async function loadForDocument(
  db: Executor,
  actor: Actor,
  orderId: string,
  allowed: (side: OrderSide, status: OrderStatus) => boolean,
) {
  const { order, side } = await findOrderOfActor(db, actor, orderId);
  if (side !== 'seller') {
    throw new ProblemError('FORBIDDEN', { detailKey: 'orderDocuments.server.sellerOnly' });
  }
  if (!allowed(side, order.status)) throw orderStateConflict(order.status);
  const [items, parties] = await Promise.all([
    findOrderItems(db, orderId),
    findOrderParties(db, orderId),
  ]);
  return { order, items, parties: orderPartiesOf(orderId, parties) };
}

/** e-Fatura / e-Arşiv and e-İrsaliye downloads of an order (UBL-TR), for its seller. */
export default async function orderDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:orderId/documents/invoice',
    {
      schema: {
        tags,
        summary:
          'Seller: the completed order as a UBL-TR 1.2 invoice (SATIS) to upload to an integrator',
        description:
          'profile TEMELFATURA or TICARIFATURA for a buyer registered for e-Fatura, EARSIVFATURA ' +
          'otherwise. Amounts in the order’s currency; for USD and EUR the Central Bank rate of ' +
          'the issue day is given as PricingExchangeRate when the rate cache holds one (else the ' +
          'integrator adds it). The buyer gets 403, other companies 404, an order not completed 409.',
        params: OrderParams,
        querystring: InvoiceDocumentQuery,
        response: { 200: xmlResponse('The invoice as a download') },
      },
    },
    async (request, reply) => {
      const ctx = await companyContext(request);
      const { order, items, parties } = await loadForDocument(
        app.db,
        ctx.actor,
        request.params.orderId,
        canDownloadInvoice,
      );
      const now = new Date();
      const exchangeRate = await findInvoiceExchangeRate(
        app.db,
        order.currency,
        istanbulDateOf(now),
      );
      const xml = buildInvoiceXml(
        ublOrderOf({ order, items, parties, exchangeRate }),
        request.query.profile,
        now,
      );
      const kind = request.query.profile === 'EARSIVFATURA' ? 'e-arsiv' : 'e-fatura';
      return sendXml(reply, `${order.orderNo}-${kind}.xml`, xml);
    },
  );

  app.get(
    '/orders/:orderId/documents/despatch-advice',
    {
      schema: {
        tags,
        summary: 'Seller: the shipped order as a UBL-TR e-İrsaliye (TEMELIRSALIYE, SEVK)',
        description:
          'Every line of the order, despatched when the order was marked shipped. The buyer gets ' +
          '403, other companies 404, an order not shipped yet 409.',
        params: OrderParams,
        response: { 200: xmlResponse('The despatch advice as a download') },
      },
    },
    async (request, reply) => {
      const ctx = await companyContext(request);
      const { order, items, parties } = await loadForDocument(
        app.db,
        ctx.actor,
        request.params.orderId,
        canDownloadDespatchAdvice,
      );
      const now = new Date();
      const shippedAt = (await findShippedAt(app.db, order.id)) ?? order.updatedAt;
      const xml = buildDespatchXml(
        ublOrderOf({ order, items, parties, exchangeRate: null }),
        shippedAt,
        now,
      );
      return sendXml(reply, `${order.orderNo}-e-irsaliye.xml`, xml);
    },
  );
}

/** An XML download that no shared cache keeps (one company's document). */
const sendXml = (reply: FastifyReply, fileName: string, xml: string) =>
  reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(xml);
