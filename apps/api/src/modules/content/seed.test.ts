import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_SLUGS } from '@teklifal/core';
import { page } from '../../db/schema/index.ts';
import { inject } from '../../test/helper.ts';
import { seedContent } from './seed.ts';
import { SEED_PAGES } from './seed/pages/index.ts';
import { useContentWorld } from './test-helpers.ts';

const w = useContentWorld();

const getPage = async (slug: string) =>
  (await inject(w.app, { method: 'GET', url: `/api/pages/${slug}` })).json();

const tagCounts = (html: string) =>
  Object.fromEntries(
    ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'table', 'tr', 'a', 'strong'].map((tag) => [
      tag,
      html.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0,
    ]),
  );

describe('seeded pages in English', () => {
  it('serves the legal pages with an English version beside the Turkish text', async () => {
    const kvkk = await getPage('kvkk');
    expect(kvkk.title).toBe('KVKK Aydınlatma Metni');
    expect(kvkk.en.title).toBe('KVKK Privacy Notice');
    expect(kvkk.en.content).toMatch(/within thirty \(30\) days at the latest/);
    expect(kvkk.en.content).not.toMatch(/Kişisel verileriniz/);
    for (const slug of PAGE_SLUGS) {
      const { en } = await getPage(slug);
      expect(en, slug).toMatchObject({ title: SEED_PAGES[slug].en.title });
      expect(en.content.length, slug).toBeGreaterThan(500);
    }
  });

  it.each(PAGE_SLUGS)('the English %s page has the Turkish one’s structure', (slug) => {
    const { content, en } = SEED_PAGES[slug];
    expect(tagCounts(en.content)).toEqual(tagCounts(content));
  });

  it('fills the English text of a page seeded before it had one, unless staff changed it', async () => {
    await w.app.db.update(page).set({ titleEn: null, contentEn: null });
    await w.app.db
      .update(page)
      .set({ content: '<p>Personelin yazdığı metin</p>' })
      .where(eq(page.slug, 'terms'));
    await w.app.db
      .update(page)
      .set({ titleEn: 'Our privacy', contentEn: '<p>Written by staff</p>' })
      .where(eq(page.slug, 'privacy'));

    await seedContent(w.app.db);

    const rows = Object.fromEntries(
      (await w.app.db.select().from(page)).map((row) => [row.slug, row]),
    );
    expect(rows.kvkk?.titleEn).toBe('KVKK Privacy Notice');
    expect(rows.terms).toMatchObject({ content: '<p>Personelin yazdığı metin</p>', titleEn: null });
    expect(rows.privacy).toMatchObject({
      titleEn: 'Our privacy',
      contentEn: '<p>Written by staff</p>',
    });
  });
});
