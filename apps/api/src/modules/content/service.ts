import { eq } from 'drizzle-orm';
import type { PageSlug } from '@teklifal/core';
import type { Database } from '../../db/client.ts';
import { newsletterSubscriber, page } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { writeSetting, type SettingKey, type SettingValue } from '../../lib/settings.ts';

export async function findPage(db: Database, slug: PageSlug) {
  const [row] = await db.select().from(page).where(eq(page.slug, slug));
  return row ?? null;
}

export async function updatePage(
  db: Database,
  props: { slug: PageSlug; title: string; content: string; actorUserId: string; ip: string },
) {
  return db.transaction(async (tx) => {
    const values = { title: props.title, content: sanitizeRichText(props.content) };
    const [row] = await tx
      .insert(page)
      .values({ slug: props.slug, ...values })
      .onConflictDoUpdate({ target: page.slug, set: { ...values, updatedAt: new Date() } })
      .returning();
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'page.updated',
      entityType: 'page',
      entityId: props.slug,
      ip: props.ip,
    });
    return row;
  });
}

export async function updateSetting<K extends SettingKey>(
  db: Database,
  props: { key: K; value: SettingValue<K>; actorUserId: string; ip: string },
) {
  await db.transaction(async (tx) => {
    await writeSetting(tx, props.key, props.value);
    await writeAudit(tx, {
      actorUserId: props.actorUserId,
      action: 'setting.updated',
      entityType: 'setting',
      entityId: props.key,
      data: { value: props.value },
      ip: props.ip,
    });
  });
}

/** Subscribes an address; a second subscription of the same address is not an error. */
export async function subscribeToNewsletter(
  db: Database,
  props: { email: string; locale: string },
): Promise<'subscribed' | 'alreadySubscribed'> {
  const inserted = await db
    .insert(newsletterSubscriber)
    .values({ email: props.email, locale: props.locale })
    .onConflictDoNothing({ target: newsletterSubscriber.email })
    .returning({ id: newsletterSubscriber.id });
  return inserted.length === 1 ? 'subscribed' : 'alreadySubscribed';
}
