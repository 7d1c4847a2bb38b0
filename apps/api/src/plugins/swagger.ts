import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURITY_SCHEMES, withApiKeyDocs } from './swagger-api-keys.ts';
import { webhooksDocument } from './swagger-webhooks.ts';

/** OpenAPI generated from the same zod schemas that validate, browsable at /api/docs. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        // 3.1 for its `webhooks`: what TeklifAl POSTs to a company's endpoints (#31).
        openapi: '3.1.0',
        info: {
          title: 'TeklifAl API',
          description:
            'B2B e-procurement marketplace. Errors are RFC 9457 problem+json with a stable `code`.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: { securitySchemes: SECURITY_SCHEMES },
        webhooks: webhooksDocument(),
      },
      // Each operation says whether an API key may call it, with which scope (#31).
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        return { schema: withApiKeyDocs(schema, input.route), url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
