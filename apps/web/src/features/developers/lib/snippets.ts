/** The code on /developers: the same in both languages, as a connector would write it. */

export const CURL_FIRST_CALL = `curl "$TEKLIFAL_URL/api/orders?side=seller&status=created" \\
  -H "Authorization: Bearer $TEKLIFAL_API_KEY"`;

export const CLIENT_FIRST_CALL = `import { createTeklifAlClient, dataOf } from '@teklifal/client';

const api = createTeklifAlClient({
  baseUrl: 'https://teklifal.com.tr',
  apiKey: process.env.TEKLIFAL_API_KEY ?? '',
});

const orders = await dataOf(
  api.GET('/api/orders', { params: { query: { side: 'seller', status: 'created' } } }),
);
for (const order of orders.items) {
  await api.POST('/api/orders/{orderId}/confirm', {
    params: { path: { orderId: order.id } },
    body: { note: 'Received by our ERP' },
  });
}`;

export const CURL_IDEMPOTENT = `curl -X POST "$TEKLIFAL_URL/api/ads?publish=true" \\
  -H "Authorization: Bearer $TEKLIFAL_API_KEY" \\
  -H "Idempotency-Key: erp-request-SAT-2026-0412" \\
  -H "Content-Type: application/json" \\
  --data @ad.json`;

export const VERIFY_SIGNATURE = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** header: TeklifAl-Signature; body: the request body as received, not parsed. */
export function isFromTeklifAl(secret, header, body, toleranceSeconds = 300) {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=')),
  );
  const age = Math.abs(Date.now() / 1000 - Number(parts.t));
  if (!parts.t || !parts.v1 || !(age <= toleranceSeconds)) return false;
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${body}\`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

/** The order documents an ERP downloads, each with what it is. */
export const UBL_DOCUMENTS = [
  { path: 'GET /api/orders/{orderId}/documents/order', text: 'developers.ubl.order' },
  { path: 'GET /api/orders/{orderId}/documents/order-response', text: 'developers.ubl.response' },
  {
    path: 'GET /api/orders/{orderId}/documents/invoice | despatch-advice',
    text: 'developers.ubl.invoice',
  },
] as const;
