import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@teklifal/core';
import { createTestApp, inject, type TestApp } from '../../../test/helper.ts';

interface Document {
  openapi: string;
  webhooks: Record<
    string,
    {
      post: {
        parameters: { name: string }[];
        requestBody: {
          content: {
            'application/json': {
              schema: { properties: { type: { const: string }; data: { required: string[] } } };
            };
          };
        };
      };
    }
  >;
}

describe('the API document’s webhooks section', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes every event’s body and its signature header (OpenAPI 3.1)', async () => {
    const response = await inject(t.app, { url: '/api/docs/json' });
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort(),
    );
    const bid = document.webhooks['bid.received']?.post;
    expect(bid?.parameters.map((parameter) => parameter.name)).toContain('TeklifAl-Signature');
    const schema = bid?.requestBody.content['application/json'].schema;
    expect(schema?.properties.type.const).toBe('bid.received');
    expect(schema?.properties.data.required).toEqual(
      expect.arrayContaining(['adId', 'bidId', 'sellerCompanyId', 'total']),
    );
  });
});
