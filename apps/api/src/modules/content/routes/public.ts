import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactInfoView,
  PAGE_SLUGS,
  PageView,
  SeoSettingsView,
  SiteFigures,
} from '@teklifal/core';
import { sendCachedDocument } from '../../../lib/json-document.ts';
import { answerFromMemory } from '../../../lib/remembered-answer.ts';
import { readSetting } from '../../../lib/settings.ts';
import { presentContact, presentPage } from '../presenter.ts';
import { findPage, loadSeoView } from '../queries.ts';
import { countOpenAds } from '../../procurement/ads/queries/figures.ts';
import { countApprovedCompanies } from '../../companies/queries/figures.ts';
import { countCompletedOrders } from '../../orders/queries/figures.ts';

/** The home page's figures are counted at most once a minute per instance. */
const FIGURES_TTL_MS = 60_000;

/**
 * A figure means something from five on: below that (a fresh install's 0, a first ad's 1) it
 * is null and the home page leaves it out, and the whole strip when none is left.
 */
const FIGURE_MINIMUM = 5;
const worthShowing = (count: number) => (count >= FIGURE_MINIMUM ? count : null);

const SlugParams = z.object({ slug: z.enum(PAGE_SLUGS) });
/** The table cache's keys of the documents, which their preParsing hooks send from memory. */
const SEO_KEY = 'settings/seo';
const CONTACT_KEY = 'settings/contact';
// The raw slug: only a valid one (the enum's own spelling) was ever stored under its key.
const pageKey = (slug: string) => `pages/${slug}`;
const NotModified = z
  .null()
  .describe('Not modified: the copy the client holds (`If-None-Match`) is the current one');

/** The public documents: site settings, contact, content pages and the figures. */
export default async function publicContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  app.get(
    '/settings/seo',
    {
      schema: {
        tags,
        summary: 'Site settings: title, description, favicon, logo',
        response: { 200: SeoSettingsView.describe('The site settings'), 304: NotModified },
      },
      preParsing: answerFromMemory(() => SEO_KEY),
    },
    async (request, reply) =>
      sendCachedDocument(request, reply, {
        key: SEO_KEY,
        // `file`: an earlier logo's size is read after it was set (fillMissingImageFacts); on
        // PostgreSQL no trigger tells of it, and the minute's bound applies.
        tables: ['setting', 'file'],
        load: () => loadSeoView(app.db),
      }),
  );

  app.get(
    '/settings/contact',
    {
      schema: {
        tags,
        summary: 'Contact document; socials without an address are left out',
        response: {
          200: ContactInfoView.describe('The contact document, socials with an address only'),
          304: NotModified,
        },
      },
      preParsing: answerFromMemory(() => CONTACT_KEY),
    },
    async (request, reply) =>
      sendCachedDocument(request, reply, {
        key: CONTACT_KEY,
        tables: ['setting'],
        load: async () => {
          const contact = presentContact(await readSetting(app.db, 'contactInfo'));
          return { ...contact, socials: contact.socials.filter((social) => social.href) };
        },
      }),
  );

  app.get(
    '/pages/:slug',
    {
      config: { access: 'public:published-content' },
      schema: {
        tags,
        summary: 'A content page (legal texts, about, contact)',
        params: SlugParams,
        response: { 200: PageView.describe('The page'), 304: NotModified },
      },
      preParsing: answerFromMemory((request) => pageKey((request.params as { slug: string }).slug)),
    },
    async (request, reply) => {
      const { slug } = request.params;
      return sendCachedDocument(request, reply, {
        key: pageKey(slug),
        tables: ['page'],
        load: async () => {
          const row = await findPage(app.db, slug);
          return row ? presentPage(row) : null;
        },
      });
    },
  );

  let figures: { at: number; value: Promise<SiteFigures> } | null = null;
  app.get(
    '/site/figures',
    {
      schema: {
        tags,
        summary:
          'The marketplace in numbers: open ads, approved companies, completed orders (null below five)',
        response: { 200: SiteFigures.describe('Counted at most once a minute') },
      },
    },
    async (_request, reply) => {
      if (!figures || Date.now() - figures.at > FIGURES_TTL_MS) {
        const value = Promise.all([
          countOpenAds(app.db),
          countApprovedCompanies(app.db),
          countCompletedOrders(app.db),
        ]).then(([openAds, approvedCompanies, completedOrders]) => ({
          openAds: worthShowing(openAds),
          approvedCompanies: worthShowing(approvedCompanies),
          completedOrders: worthShowing(completedOrders),
        }));
        figures = { at: Date.now(), value };
        value.catch(() => {
          figures = null;
        });
      }
      reply.header('cache-control', 'public, max-age=60');
      return figures.value;
    },
  );
}
