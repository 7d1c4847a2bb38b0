import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canDownloadOrderResponse, canDownloadPurchaseOrder } from '@teklifal/core';
import { orderResponseFile, purchaseOrderFile } from '../queries/order-ubl.ts';
import { OrderParams, sendDocument, xmlResponse } from './documents.ts';

const tags = ['orders'];

/**
 * The purchase order (UBL 2.1 Order) and the seller's answer (OrderResponseSimple) of an order,
 * for both of its companies' ERPs.
 */
export default async function orderExchangeDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:orderId/documents/order',
    {
      schema: {
        tags,
        summary: 'Buyer and seller: the purchase order as UBL 2.1 Order XML',
        description:
          'Numbered by the order number and issued when the order was made (the same document ' +
          'on every download): both parties by VKN or TCKN and tax office, each line with its ' +
          'UN/ECE unit code, price, net and KDV, KDV per rate, AnticipatedMonetaryTotal, the ' +
          'delivery address and date, payment terms, the currency, the awarded bid as ' +
          'QuotationDocumentReference and the ad as AdditionalDocumentReference. Other ' +
          'companies get 404.',
        params: OrderParams,
        response: { 200: xmlResponse('The purchase order as a download') },
      },
    },
    async (request, reply) =>
      sendDocument(request, reply, {
        db: app.db,
        orderId: request.params.orderId,
        allowed: canDownloadPurchaseOrder,
        render: (source) => purchaseOrderFile(app.db, source),
      }),
  );

  app.get(
    '/orders/:orderId/documents/order-response',
    {
      schema: {
        tags,
        summary: 'Buyer and seller: the seller’s answer as UBL 2.1 OrderResponseSimple XML',
        description:
          'AcceptedIndicator true once the seller confirmed the order, false with the reason ' +
          'as RejectionNote when the seller declined it; issued when the seller answered, with ' +
          'OrderReference to the Order’s ID (the order number). 409 before the seller has ' +
          'answered (and for an order cancelled instead), 404 for other companies.',
        params: OrderParams,
        response: { 200: xmlResponse('The seller’s answer as a download') },
      },
    },
    async (request, reply) =>
      sendDocument(request, reply, {
        db: app.db,
        orderId: request.params.orderId,
        allowed: canDownloadOrderResponse,
        render: (source) => orderResponseFile(app.db, source),
      }),
  );
}
