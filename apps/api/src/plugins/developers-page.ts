import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The web app's page for integrators (apps/web/src/features/developers). */
export const DEVELOPERS_PATH = '/developers';

/**
 * /developers in sitemap.xml and in link previews: its text is the web app's, fixed, so the
 * head says it in the site's first language (Turkish) without reading anything.
 */
export default fp(
  async function developersPagePlugin(app: FastifyInstance) {
    app.publicPages.addMeta(async (path) =>
      path === DEVELOPERS_PATH
        ? {
            title: 'Geliştiriciler',
            description:
              'ERP’nizi TeklifAl’a bağlayın: API anahtarları, ilk çağrı, tekrarlanabilir istekler, hız sınırları, imzalı webhook’lar, UBL sipariş belgeleri ve API referansı.',
            image: null,
            type: 'website',
          }
        : null,
    );
    app.publicPages.addToSitemap(async () => [{ path: DEVELOPERS_PATH, lastModified: null }]);
  },
  { name: 'developers-page', dependencies: ['public-pages'] },
);
