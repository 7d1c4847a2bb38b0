import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** File storage (being built): local disk under DATA_DIR/uploads, or S3 when S3_* is set. */
export default fp(async function filesPlugin(_app: FastifyInstance) {}, {
  name: 'files',
  dependencies: ['config', 'db'],
});
