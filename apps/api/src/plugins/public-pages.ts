import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { escapeMarkup } from '../lib/markup.ts';

/** What a public page says of itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string | null;
  image: string | null;
  type: 'website' | 'article';
}

export interface SitemapEntry {
  /** A path of the web app, '/blogs/…'. */
  path: string;
  lastModified: Date | null;
}

/**
 * Modules describe their public pages here without the web plugin knowing them: each adds a
 * resolver that gives a path's title, description and image (or null when the path is not
 * its own), and the entries it puts in sitemap.xml.
 */
export class PublicPages {
  private readonly resolvers: ((path: string) => Promise<PageMeta | null>)[] = [];
  private readonly sources: (() => Promise<SitemapEntry[]>)[] = [];

  addMeta(resolver: (path: string) => Promise<PageMeta | null>): void {
    this.resolvers.push(resolver);
  }

  addToSitemap(source: () => Promise<SitemapEntry[]>): void {
    this.sources.push(source);
  }

  async metaFor(path: string): Promise<PageMeta | null> {
    for (const resolver of this.resolvers) {
      const meta = await resolver(path);
      if (meta) return meta;
    }
    return null;
  }

  async sitemap(): Promise<SitemapEntry[]> {
    const lists = await Promise.all(this.sources.map((source) => source()));
    return lists.flat();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPages;
  }
}

/** The public pages' registry, /sitemap.xml and /robots.txt. */
export default fp(
  async function publicPagesPlugin(app: FastifyInstance) {
    const pages = new PublicPages();
    app.decorate('publicPages', pages);
    pages.addToSitemap(async () => [{ path: '/', lastModified: null }]);

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const base = app.config.publicUrl.replace(/\/$/, '');
      const urls = (await pages.sitemap()).map((entry) => {
        const lastmod = entry.lastModified
          ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
          : '';
        return `<url><loc>${escapeMarkup(base + entry.path)}</loc>${lastmod}</url>`;
      });
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      const base = app.config.publicUrl.replace(/\/$/, '');
      // The signed-in screens and the API are no use to a search engine.
      const hidden = [
        '/api/',
        '/admin',
        '/dashboard',
        '/createcompany',
        '/notifications',
        '/support',
        '/profile',
        '/my-company',
        '/teammembers',
        '/sectors/',
        '/createAd',
        '/myads',
        '/myorders',
        '/sellermyorders',
        '/ads',
        '/ad-details/',
        '/orders/',
        '/chat/',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            ...hidden.map((path) => `Disallow: ${path}`),
            '',
            `Sitemap: ${base}/sitemap.xml`,
            '',
          ].join('\n'),
        );
    });
  },
  { name: 'public-pages', dependencies: ['config'] },
);
