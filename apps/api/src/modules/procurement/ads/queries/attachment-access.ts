import { eq, inArray } from 'drizzle-orm';
import { can, type Actor } from '@teklifal/core';
import type { Executor } from '../../../../db/client.ts';
import { ad, adAttachment } from '../../schema.ts';
import { adFactsOf, loadViewerFacts } from './access.ts';

/** An ad's file is read by whoever may see an ad it is attached to. */
export async function canReadAdAttachment(
  db: Executor,
  actor: Actor,
  fileId: string,
): Promise<boolean> {
  if (!actor.company) return false;
  const ads = await db
    .select()
    .from(ad)
    .where(
      inArray(
        ad.id,
        db
          .select({ id: adAttachment.adId })
          .from(adAttachment)
          .where(eq(adAttachment.fileId, fileId)),
      ),
    );
  for (const found of ads) {
    const viewer = await loadViewerFacts(db, found.id, actor.company.id);
    if (can(actor, 'ad.view', { ad: adFactsOf(found), viewer, now: new Date() })) return true;
  }
  return false;
}
