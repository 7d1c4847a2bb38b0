import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The named rules of routes that reach a record without `authorize` (docs/architecture.md,
 * “Who may do what”): a route declares one as `config: { access: '<name>' }`, and
 * route-authorization.test.ts accepts it in place of an authorize call. Each name says why
 * the record itself decides nothing more.
 */
export const ROUTE_ACCESS_RULES = {
  'public:published-content':
    'published posts, announcements and pages are for everyone; an unpublished one is not found',
  'token:in-address':
    'the signed token in the address is the permission (an invitation link); no token, no record',
  'scoped:own-rows':
    "the query reads or writes only the actor's own rows (its notifications, push devices, " +
    'invitations to its verified address): another one is not found',
  'query:narrows-only':
    'an id in the query string (a sector of the public catalogue) only narrows what the route ' +
    'gives the actor anyway (the ads it may bid on, sellers to invite, platform-wide price ' +
    'figures): it opens no record',
  'checked:body-references':
    "a new record's body names what it points to (a sector, the actor's uploads, sellers to " +
    'invite); the command takes only what the actor may name (an active sector, files it ' +
    'uploaded or its company holds, confirmed sellers) and refuses the field (400) otherwise',
  'staff:back-office':
    'platform staff (the platformAdmin guard) manage every record of the back office; the ' +
    'record only has to exist, and a record-level rule is authorized in the command',
} as const;

export type RouteAccessRule = keyof typeof ROUTE_ACCESS_RULES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A named rule in place of `authorize` for a route that reaches a record. */
    access?: RouteAccessRule;
  }
  interface FastifyInstance {
    /** Every route as registered: what route-authorization.test.ts walks. */
    routeTable: readonly RouteOptions[];
  }
}

/** Collects every route registered after it (it is registered before the modules). */
export default fp(
  async function routeTablePlugin(app: FastifyInstance) {
    const routes: RouteOptions[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
  },
  { name: 'route-table' },
);
