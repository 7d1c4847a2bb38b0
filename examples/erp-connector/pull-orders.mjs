#!/usr/bin/env node
// Pulls the company's new orders (as the seller: status "created") into the ERP and acknowledges
// each by confirming it (created → confirmed, the seller's step in the order's life), so the
// buyer sees at once that the order was received.
//
//   TEKLIFAL_URL=https://teklifal.com.tr TEKLIFAL_API_KEY=tk_live_… node pull-orders.mjs [inbox.jsonl]
//
// The key needs the orders:read and orders:write scopes. Each order is written to the ERP's inbox
// (here a JSON-lines file) before it is confirmed: if the script stops in between, the next run
// finds the order still "created" and hands it over again, so the ERP must take an order it
// already has (by its id) without a second copy.
import { appendFile } from 'node:fs/promises';
import { dataOf } from '@teklifal/client';
import { connect, failWith } from './connection.mjs';

const inbox = process.argv[2] ?? 'orders-inbox.jsonl';
const api = connect();

async function newOrders() {
  const orders = [];
  for (let page = 1; ; page += 1) {
    const list = await dataOf(
      api.GET('/api/orders', {
        params: { query: { side: 'seller', status: 'created', page, pageSize: 50 } },
      }),
    );
    orders.push(...list.items);
    if (list.items.length < list.pageSize) return orders;
  }
}

try {
  const orders = await newOrders();
  let acknowledged = 0;
  for (const summary of orders) {
    const order = await dataOf(
      api.GET('/api/orders/{orderId}', { params: { path: { orderId: summary.id } } }),
    );
    await appendFile(inbox, `${JSON.stringify(order)}\n`);
    try {
      await api.POST('/api/orders/{orderId}/confirm', {
        params: { path: { orderId: order.id } },
        body: { note: 'ERP’ye aktarıldı / received by our ERP' },
      });
      acknowledged += 1;
      console.log(
        `${order.orderNo}: ${order.buyer.name}, ${order.grossTotal} ${order.currency}: confirmed`,
      );
    } catch (error) {
      // Confirmed or cancelled meanwhile (by a person at the screen): nothing left to do.
      if (error?.code !== 'CONFLICT') throw error;
      console.log(`${order.orderNo}: no longer waiting (${error.problem.detail ?? error.code})`);
    }
  }
  console.log(`${orders.length} new order(s), ${acknowledged} confirmed; inbox: ${inbox}`);
} catch (error) {
  failWith(error);
}
