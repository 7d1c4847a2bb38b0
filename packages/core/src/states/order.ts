import { defineMachine } from './machine.ts';

export const ORDER_STATUSES = [
  'created',
  'confirmed',
  'preparing',
  'shipped',
  'delivered',
  'completed',
  'declined',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderSide = 'buyer' | 'seller';

/**
 * The order's states (docs/architecture.md, “The domain in brief”): created → confirmed (seller) →
 * preparing → shipped → delivered → completed (buyer); created → declined by the seller with a
 * reason; cancelled by either side before shipped.
 */
export const orderMachine = defineMachine<
  OrderStatus,
  'confirm' | 'decline' | 'prepare' | 'ship' | 'deliver' | 'complete' | 'cancel'
>({
  confirm: { from: ['created'], to: 'confirmed' },
  decline: { from: ['created'], to: 'declined' },
  prepare: { from: ['confirmed'], to: 'preparing' },
  ship: { from: ['confirmed', 'preparing'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  complete: { from: ['delivered'], to: 'completed' },
  cancel: { from: ['created', 'confirmed', 'preparing'], to: 'cancelled' },
});

/** Which side performs each order command. */
export const ORDER_COMMAND_SIDE = {
  confirm: ['seller'],
  decline: ['seller'],
  prepare: ['seller'],
  ship: ['seller'],
  deliver: ['buyer'],
  complete: ['buyer'],
  cancel: ['buyer', 'seller'],
} as const satisfies Record<keyof typeof orderMachine.transitions, readonly OrderSide[]>;
