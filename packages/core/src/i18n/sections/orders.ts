import { defineSection } from '../section.ts';

/** Order screens (/myorders, /sellermyorders, /orders/{orderId}, rating); each key needs both languages (the catalogue test checks). */
export const ordersMessages = defineSection(
  {
    title: 'Siparişler',
  },
  {
    title: 'Orders',
  },
);
