import type { ImageView } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { findImagesByUrl } from '../../files/queries.ts';
import { fileUrl } from '../../files/presenter.ts';

/**
 * One company's logo in the sizes a page needs (its own page, the staff's page of it): null
 * without a logo, or for one whose size is not known yet (shown as uploaded). Lists read it
 * in their own statement instead (companySummaryColumnsOf).
 */
export async function findLogoImage(
  db: Executor,
  logoFileId: string | null,
): Promise<ImageView | null> {
  if (!logoFileId) return null;
  const url = fileUrl(logoFileId);
  return (await findImagesByUrl(db, [url])).get(url) ?? null;
}
