import { eq } from 'drizzle-orm';
import { ContactInfo, SeoSettings } from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { setting } from '../db/schema/index.ts';

const SCHEMAS = { seo: SeoSettings, contactInfo: ContactInfo } as const;
export type SettingKey = keyof typeof SCHEMAS;
export type SettingValue<K extends SettingKey> = (typeof SCHEMAS)[K]['_output'];

export const DEFAULT_SETTINGS: { [K in SettingKey]: SettingValue<K> } = {
  seo: {
    siteTitle: 'TeklifAl',
    siteDescription:
      'Türkiye’nin B2B satın alma pazaryeri: alım ilanı yayınlayın, onaylı tedarikçilerden teklif toplayın, siparişinizi takip edin.',
    faviconUrl: null,
    logoUrl: null,
  },
  contactInfo: {
    socials: [
      { name: 'Facebook', href: null, icon: 'facebook' },
      { name: 'Instagram', href: null, icon: 'instagram' },
      { name: 'X', href: null, icon: 'x' },
      { name: 'GitHub', href: null, icon: 'github' },
      { name: 'YouTube', href: null, icon: 'youtube' },
      { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
    ],
    email: 'destek@teklifal.com.tr',
    phone: '+90 212 555 00 00',
    address: 'Maslak Mah. Büyükdere Cad. No: 255, 34485 Sarıyer/İstanbul',
  },
};

/** A settings document, falling back to the default when missing or unreadable. */
export async function readSetting<K extends SettingKey>(
  db: Executor,
  key: K,
): Promise<SettingValue<K>> {
  const stored = await readStoredSetting(db, key);
  const parsed = stored === undefined ? null : SCHEMAS[key].safeParse(stored);
  return (parsed?.success ? parsed.data : DEFAULT_SETTINGS[key]) as SettingValue<K>;
}

export async function writeSetting<K extends SettingKey>(
  db: Executor,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  await db
    .insert(setting)
    .values({ key, value })
    .onConflictDoUpdate({ target: setting.key, set: { value, updatedAt: new Date() } });
}

export const siteTitle = async (db: Executor) => (await readSetting(db, 'seo')).siteTitle;

/** The defaults of every settings document not stored yet (a new database, a new kind). */
export async function seedDefaultSettings(db: Executor): Promise<void> {
  await db
    .insert(setting)
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
}

/**
 * Stores `value` under `key` unless the key holds one already: true when this call stored it.
 * The key decides, so of several instances or requests racing exactly one wins (the one-time
 * setup's mark, the VAPID keys).
 */
export async function storeSettingOnce(
  db: Executor,
  key: string,
  value: unknown,
): Promise<boolean> {
  const stored = await db
    .insert(setting)
    .values({ key, value })
    .onConflictDoNothing()
    .returning({ key: setting.key });
  return stored.length === 1;
}

/** A stored value as it is, unchecked (the caller parses it), or undefined. */
export async function readStoredSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select({ value: setting.value }).from(setting).where(eq(setting.key, key));
  return row?.value;
}

export async function removeSetting(db: Executor, key: string): Promise<void> {
  await db.delete(setting).where(eq(setting.key, key));
}
