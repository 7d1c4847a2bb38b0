import Fastify from 'fastify';

/**
 * The HTTP ceiling of the machine for `npm run bench`: the project's own Fastify, started the
 * same way as the API (node with tsx, the same log level), answering one JSON object. Every
 * endpoint's figure is printed as a share of this one, measured in the same run.
 */
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('hello-world listening');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
