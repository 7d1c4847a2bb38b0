import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContactInfo,
  ContactInfoView,
  PAGE_SLUGS,
  PageInput,
  PageView,
  PagesView,
  SeoSettings,
  SeoSettingsView,
} from '@teklifal/core';
import { ProblemError } from '../../../lib/problem.ts';
import { readSetting } from '../../../lib/settings.ts';
import { presentContact, presentPage } from '../presenter.ts';
import { updatePage } from '../commands/update-page.ts';
import { updateSetting } from '../commands/update-setting.ts';
import { listPages, loadSeoView } from '../queries.ts';

const SlugParams = z.object({ slug: z.enum(PAGE_SLUGS) });

/** Staff edit the public documents here (platform admins only). */
export default async function adminContentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/pages',
    {
      schema: {
        tags: ['admin'],
        summary: 'The legal and information pages, to pick one to edit',
        response: { 200: PagesView.describe('Every written page') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return { items: (await listPages(app.db)).map(presentPage) };
    },
  );

  app.put(
    '/admin/settings/seo',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update the site settings',
        body: SeoSettings,
        response: { 200: SeoSettingsView.describe('The site settings as saved') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const value = { faviconUrl: null, logoUrl: null, siteDescription: null, ...request.body };
      await updateSetting(app.db, {
        key: 'seo',
        value,
        actorUserId: actor.user.id,
        ip: request.ip,
      });
      return loadSeoView(app.db);
    },
  );

  app.get(
    '/admin/settings/contact',
    {
      schema: {
        tags: ['admin'],
        summary: 'The whole contact document, empty socials included',
        response: { 200: ContactInfoView.describe('The contact document, every social included') },
      },
    },
    async (request) => {
      await request.requireAccess({ kind: 'platformAdmin' });
      return presentContact(await readSetting(app.db, 'contactInfo'));
    },
  );

  app.put(
    '/admin/settings/contact',
    {
      schema: {
        tags: ['admin'],
        summary: 'Update the contact document',
        body: ContactInfo,
        response: { 200: ContactInfoView.describe('The contact document as saved') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const value = { email: null, phone: null, address: null, ...request.body };
      await updateSetting(app.db, {
        key: 'contactInfo',
        value,
        actorUserId: actor.user.id,
        ip: request.ip,
      });
      return presentContact(await readSetting(app.db, 'contactInfo'));
    },
  );

  app.put(
    '/admin/pages/:slug',
    {
      config: { access: 'staff:back-office' },
      schema: {
        tags: ['admin'],
        summary: 'Update a content page in Turkish and English (HTML is sanitised)',
        params: SlugParams,
        body: PageInput,
        response: { 200: PageView.describe('The page as saved, its HTML sanitised') },
      },
    },
    async (request) => {
      const actor = await request.requireAccess({ kind: 'platformAdmin' });
      const row = await updatePage(app.db, {
        slug: request.params.slug,
        ...request.body,
        actorUserId: actor.user.id,
        ip: request.ip,
      });
      if (!row) throw new ProblemError('INTERNAL');
      return presentPage(row);
    },
  );
}
