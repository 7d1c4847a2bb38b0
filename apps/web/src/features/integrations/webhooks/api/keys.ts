/** The company's webhook endpoints and their logs (under ['my-company'], forgotten with it). */
export const webhooksKey = ['my-company', 'webhooks'] as const;
export const webhookDeliveriesKey = (endpointId: string, page: number) =>
  [...webhooksKey, endpointId, 'deliveries', page] as const;
