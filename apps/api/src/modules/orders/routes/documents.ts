import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, InvoiceDocumentQuery, istanbulDateOf } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { companyContext } from '../../../lib/company-context.ts';
import { downloadDisposition } from '../../../lib/download-disposition.ts';
import { idParam } from '../../../lib/params.ts';
import { findShippedAt } from '../queries/documents.ts';
import { findOrder, type OrderRow } from '../queries/order-context.ts';
import { orderDocumentSource } from '../queries/order-ubl.ts';
import { buildDespatchXml } from '../ubl/despatch.ts';
import { buildInvoiceXml } from '../ubl/invoice.ts';
import { ublOrderOf } from '../ubl/order-source.ts';

const tags = ['orders'];
export const OrderParams = z.object({ orderId: idParam });

export const xmlResponse = (description: string) => ({
  description,
  content: {
    'application/xml': {
      schema: z
        .string()
        .describe('UBL 2.1 XML in UTF-8, unsigned, with a draft number and a stable UUID (ETTN)'),
    },
  },
});

/** A document of the order: how it is written (who may have it: core's order table). */
export interface OrderDocument {
  /** The file's name and its XML, for the order as stored, issued at `now`. */
  render: (source: DocumentSource, now: Date) => Promise<{ fileName: string; xml: string }>;
}

type DocumentSource = Omit<Parameters<typeof ublOrderOf>[0], 'exchangeRate'>;

/**
 * Every download the same way, for an order its route authorized (`order.invoice`, …: the
 * buyer asking for the seller's own document is told so, 403; anyone else learns nothing, 404;
 * too early, 409): the order and its parties as stored, the document, sent as an attachment that
 * no shared cache keeps (one company's document).
 */
export async function sendDocument(
  db: Executor,
  reply: FastifyReply,
  order: OrderRow,
  document: OrderDocument,
) {
  const source = await orderDocumentSource(db, order);
  const { fileName, xml } = await document.render(source, new Date());
  return reply
    .type('application/xml; charset=utf-8')
    .header('content-disposition', downloadDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(xml);
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
      const { profile } = request.query;
      const ctx = await companyContext(request);
      const order = await findOrder(app.db, request.params.orderId);
      authorize(ctx.actor, 'order.invoice', order);
      return sendDocument(app.db, reply, order, {
        render: async ({ order, items, parties }, now) => {
          const exchangeRate = await app.exchangeRates.storedForInvoice(
            app.db,
            order.currency,
            istanbulDateOf(now),
          );
          const ubl = ublOrderOf({ order, items, parties, exchangeRate });
          const kind = profile === 'EARSIVFATURA' ? 'e-arsiv' : 'e-fatura';
          return {
            fileName: `${order.orderNo}-${kind}.xml`,
            xml: buildInvoiceXml(ubl, profile, now),
          };
        },
      });
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
      const order = await findOrder(app.db, request.params.orderId);
      authorize(ctx.actor, 'order.despatchAdvice', order);
      return sendDocument(app.db, reply, order, {
        render: async ({ order, items, parties }, now) => {
          const shippedAt = (await findShippedAt(app.db, order.id)) ?? order.updatedAt;
          const ubl = ublOrderOf({ order, items, parties, exchangeRate: null });
          return {
            fileName: `${order.orderNo}-e-irsaliye.xml`,
            xml: buildDespatchXml(ubl, shippedAt, now),
          };
        },
      });
    },
  );
}
