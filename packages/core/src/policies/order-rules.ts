import type { OrderCommand } from '../schemas/order.ts';
import {
  ORDER_COMMAND_SIDE,
  ORDER_STATUSES,
  orderMachine,
  type OrderSide,
  type OrderStatus,
} from '../states/order.ts';
import type { Actor } from './access.ts';
import {
  canDownloadDespatchAdvice,
  canDownloadInvoice,
  canDownloadOrderResponse,
  canDownloadPurchaseOrder,
} from './order-documents.ts';
import { orderSideOf } from './procurement.ts';
import { conflict, forbidden, NOT_FOUND, type AbilityRule, type Refusal } from './refusal.ts';

/** What the order's rules look at. */
export interface OrderRecord {
  buyerCompanyId: string;
  sellerCompanyId: string;
  status: OrderStatus;
}

type OrderRule = AbilityRule<Actor, OrderRecord>;

const stateConflict = (status: OrderStatus) =>
  conflict('orders.server.notAllowedInStatus', { status: `procurement.orderStatus.${status}` });

/** Only the order's two companies know it exists. */
const party: OrderRule = (actor, order) => (orderSideOf(actor, order) ? null : NOT_FOUND);

/** A step of the order: the other side's step is 403, a step the state does not allow 409. */
const step =
  (command: OrderCommand): OrderRule =>
  (actor, order) => {
    const side = orderSideOf(actor, order);
    if (!side) return NOT_FOUND;
    if (!(ORDER_COMMAND_SIDE[command] as readonly OrderSide[]).includes(side)) {
      return forbidden('orders.server.otherSide');
    }
    return orderMachine.next(order.status, command) ? null : stateConflict(order.status);
  };

/**
 * A document of the order (order-documents.ts says whose, from which state): a side it is never
 * for (the buyer asking for the seller's own invoice) is told so, 403; too early is 409.
 */
const document =
  (allowed: (side: OrderSide, status: OrderStatus) => boolean): OrderRule =>
  (actor, order): Refusal | null => {
    const side = orderSideOf(actor, order);
    if (!side) return NOT_FOUND;
    if (!ORDER_STATUSES.some((status) => allowed(side, status))) {
      return forbidden('orderDocuments.server.sellerOnly');
    }
    return allowed(side, order.status) ? null : stateConflict(order.status);
  };

/** The order's table: its page and chat, its steps (orderCommandsFor), rating, documents. */
export const orderRules = {
  view: party,
  chat: party,
  confirm: step('confirm'),
  decline: step('decline'),
  prepare: step('prepare'),
  ship: step('ship'),
  deliver: step('deliver'),
  complete: step('complete'),
  cancel: step('cancel'),
  /** After completion each side rates the other once (the once is the command's to check). */
  rate: (actor, order) =>
    party(actor, order) ?? (order.status === 'completed' ? null : stateConflict(order.status)),
  invoice: document(canDownloadInvoice),
  despatchAdvice: document(canDownloadDespatchAdvice),
  purchaseOrder: document(canDownloadPurchaseOrder),
  orderResponse: document(canDownloadOrderResponse),
} satisfies Record<string, OrderRule>;
