import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ContactInfo,
  SeoSettings,
  SOCIAL_ICONS,
  urlField,
  type SocialIcon,
  type SocialLink,
} from '@teklifal/core';
import type { Database } from '../../db/client.ts';
import { setting } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { DEFAULT_SETTINGS, writeSetting, type SettingKey } from '../../lib/settings.ts';
import type { ImportReport, OldCollection } from './import-report.ts';
import { OldContactInfo, OldSeo } from './old-documents.ts';
import { parseDocument, type OldEntry, type OldExport } from './old-export.ts';
import { importedIds, rememberImport } from './source-ids.ts';

/** The settings documents of the old system: collection, document id, new settings key. */
const DOCUMENTS = [
  { collection: 'cms', id: 'seo', key: 'seo' },
  { collection: 'contact', id: 'contactInfo', key: 'contactInfo' },
] as const satisfies readonly { collection: OldCollection; id: string; key: SettingKey }[];

/**
 * Imports `cms/seo` and `contact/contactInfo` into the site settings, over what the old
 * document does not say. Settings that staff have already edited here are left alone (only
 * the seeded defaults are replaced), and other documents of those collections are reported.
 */
export async function importSettings(
  db: Database,
  old: OldExport,
  report: ImportReport,
): Promise<void> {
  for (const collection of ['cms', 'contact'] as const) {
    const known = DOCUMENTS.filter((doc) => doc.collection === collection);
    const ids = await importedIds(db, collection);
    for (const entry of old[collection]) {
      const target = known.find((doc) => doc.id === entry.id);
      if (!target) {
        report.skip(collection, entry.path, 'bilinmeyen belge (unknown document)');
      } else if (ids.has(entry.id)) {
        report.alreadyImported(collection);
      } else {
        await importSetting(db, { collection, key: target.key, entry }, report);
      }
    }
  }
}

async function importSetting(
  db: Database,
  props: { collection: OldCollection; key: SettingKey; entry: OldEntry },
  report: ImportReport,
): Promise<void> {
  const { collection, key, entry } = props;
  const [stored] = await db.select().from(setting).where(eq(setting.key, key));
  if (stored && !isDeepStrictEqual(stored.value, DEFAULT_SETTINGS[key])) {
    report.skip(
      collection,
      entry.path,
      'bu ayar burada zaten düzenlenmiş, üzerine yazılmadı (already edited here; not overwritten)',
    );
    return;
  }
  const note = (reason: string) => report.note(entry.path, reason);
  const value = key === 'seo' ? seoOf(entry, report, note) : contactInfoOf(entry, report, note);
  if (!value) return;
  const checked = (key === 'seo' ? SeoSettings : ContactInfo).safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    report.skip(
      collection,
      `${entry.path}.${issue?.path.join('.') ?? ''}`,
      `geçersiz değer (invalid value): ${issue?.message ?? ''}`,
    );
    return;
  }
  await db.transaction(async (tx) => {
    await writeSetting(tx, key, checked.data as never);
    await rememberImport(tx, { collection, sourceId: entry.id, targetId: key });
    await writeAudit(tx, {
      actorUserId: null,
      action: 'setting.imported',
      entityType: 'setting',
      entityId: key,
      data: { value: checked.data },
    });
  });
  report.imported(collection);
}

/** An address for an image or a link, or null (with a note) when it is not a safe one. */
function addressOf(value: string | undefined, what: string, note: (reason: string) => void) {
  if (!value) return null;
  const parsed = urlField.safeParse(value);
  if (parsed.success) return parsed.data;
  note(`${what} adresi geçersiz, alınmadı (invalid address dropped): ${value}`);
  return null;
}

function seoOf(entry: OldEntry, report: ImportReport, note: (reason: string) => void) {
  const doc = parseDocument(OldSeo, entry, 'cms', report);
  if (!doc) return undefined;
  const base = DEFAULT_SETTINGS.seo;
  return {
    siteTitle: doc.siteTitle ?? base.siteTitle,
    siteDescription: doc.siteDescription ?? base.siteDescription,
    faviconUrl: addressOf(doc.faviconUrl, 'faviconUrl', note),
    logoUrl: addressOf(doc.logoUrl, 'logoUrl', note),
  } satisfies z.input<typeof SeoSettings>;
}

/** Icon names as the old site wrote them (Facebook, X, ...); Twitter is X now. */
function iconOf(value: string | undefined): SocialIcon | undefined {
  const name = value?.toLowerCase().replace(/[^a-z]/g, '');
  const icon = name === 'twitter' ? 'x' : name;
  return SOCIAL_ICONS.find((known) => known === icon);
}

function contactInfoOf(entry: OldEntry, report: ImportReport, note: (reason: string) => void) {
  const doc = parseDocument(OldContactInfo, entry, 'contact', report);
  if (!doc) return undefined;
  const socials: SocialLink[] = [];
  for (const social of doc.socials) {
    const icon = iconOf(social.icon) ?? iconOf(social.name);
    if (!icon) {
      note(`bilinmeyen sosyal ağ alınmadı (unknown social network dropped): ${social.name ?? ''}`);
      continue;
    }
    const href = addressOf(social.href, social.name ?? icon, note);
    socials.push({ name: social.name ?? icon, href, icon });
  }
  const base = DEFAULT_SETTINGS.contactInfo;
  return {
    socials: socials.slice(0, 12),
    email: doc.email ?? base.email,
    phone: doc.phone ?? base.phone,
    address: doc.address ?? base.address,
  } satisfies z.input<typeof ContactInfo>;
}
