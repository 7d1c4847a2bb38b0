import type { PageSlug } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { page } from '../schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { sanitizeRichText } from '../../../lib/sanitize.ts';

/**
 * Writes a page (created on first write) with its HTML sanitized, and its audit line. `en` is
 * the English version: null removes it, undefined leaves it as it was.
 */
export async function updatePage(
  db: Database,
  props: {
    slug: PageSlug;
    title: string;
    content: string;
    en?: { title: string; content: string } | null;
    actorUserId: string;
    ip: string;
  },
) {
  return db.transaction(async (tx) => {
    const values = {
      title: props.title,
      content: sanitizeRichText(props.content),
      ...(props.en !== undefined && {
        titleEn: props.en?.title ?? null,
        contentEn: props.en ? sanitizeRichText(props.en.content) : null,
      }),
    };
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
