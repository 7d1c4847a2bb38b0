import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authorize } from '@teklifal/core';
import { companyContext } from '../../../lib/company-context.ts';
import { findOrder } from '../queries/order-context.ts';
import { orderResponseFile, purchaseOrderFile } from '../queries/order-ubl.ts';
import { OrderParams, sendDocument, xmlResponse } from './documents.ts';

/** A download of the order for both parties, under /orders/:orderId/documents/<path>. */
interface ExchangeDocument {
  path: string;
  summary: string;
  description: string;
  answer: string;
  /** Who may have it, in core's order table. */
  ability: 'order.purchaseOrder' | 'order.orderResponse';
  file: typeof purchaseOrderFile;
}

const DOCUMENTS: ExchangeDocument[] = [
  {
    path: 'order',
    summary: 'Buyer and seller: the purchase order as UBL 2.1 Order XML',
    description:
      'Numbered by the order number and issued when the order was made (the same document on ' +
      'every download): both parties by VKN or TCKN and tax office, each line with its UN/ECE ' +
      'unit code, price, net and KDV, KDV per rate, AnticipatedMonetaryTotal, the delivery ' +
      'address and date, payment terms, the currency, the awarded bid as ' +
      'QuotationDocumentReference and the ad as AdditionalDocumentReference. Other companies ' +
      'get 404.',
    answer: 'The purchase order as a download',
    ability: 'order.purchaseOrder',
    file: purchaseOrderFile,
  },
  {
    path: 'order-response',
    summary: 'Buyer and seller: the seller’s answer as UBL 2.1 OrderResponseSimple XML',
    description:
      'AcceptedIndicator true once the seller confirmed the order, false with the reason as ' +
      'RejectionNote when the seller declined it; issued when the seller answered, with ' +
      'OrderReference to the Order’s ID (the order number). 409 before the seller has answered ' +
      '(and for an order cancelled instead), 404 for other companies.',
    answer: 'The seller’s answer as a download',
    ability: 'order.orderResponse',
    file: orderResponseFile,
  },
];

/**
 * The purchase order (UBL 2.1 Order) and the seller's answer (OrderResponseSimple) of an order,
 * for both of its companies' ERPs.
 */
export default async function orderExchangeDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const document of DOCUMENTS) {
    app.get(
      `/orders/:orderId/documents/${document.path}`,
      {
        schema: {
          tags: ['orders'],
          summary: document.summary,
          description: document.description,
          params: OrderParams,
          response: { 200: xmlResponse(document.answer) },
        },
      },
      async (request, reply) => {
        const ctx = await companyContext(request);
        const order = await findOrder(app.db, request.params.orderId);
        authorize(ctx.actor, document.ability, order);
        return sendDocument(app.db, reply, order, {
          render: (source) => document.file(app.db, source),
        });
      },
    );
  }
}
