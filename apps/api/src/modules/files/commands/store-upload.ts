import { createHash } from 'node:crypto';
import type { UploadPurpose } from '@teklifal/core';
import type { Database } from '../../../db/client.ts';
import { file } from '../schema.ts';
import { writeAudit } from '../../../lib/audit.ts';
import type { FileRow } from '../presenter.ts';
import { createStorageKey, type FileStore } from '../../../plugins/files.ts';
import { readImageFacts } from '../images/image-facts.ts';

/**
 * Stores an upload that passed every check: the bytes first, then the row (with an image's
 * size and placeholder) and its audit line in one transaction. When the transaction fails the bytes are removed again, so a
 * refused or failed upload leaves nothing behind.
 */
export async function storeUpload(
  db: Database,
  store: FileStore,
  props: {
    actorUserId: string;
    companyId: string | null;
    purpose: UploadPurpose;
    originalName: string;
    mimeType: string;
    body: Buffer;
    ip: string;
  },
): Promise<FileRow> {
  const storageKey = createStorageKey();
  const sha256 = createHash('sha256').update(props.body).digest('hex');
  const image = await readImageFacts(props.body, props.mimeType);
  await store.save({ key: storageKey, body: props.body, contentType: props.mimeType });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(file)
        .values({
          uploadedBy: props.actorUserId,
          companyId: props.companyId,
          purpose: props.purpose,
          storageKey,
          originalName: props.originalName,
          mimeType: props.mimeType,
          size: props.body.length,
          sha256,
          ...image,
        })
        .returning();
      if (!row) throw new Error('file row not inserted');
      await writeAudit(tx, {
        actorUserId: props.actorUserId,
        companyId: props.companyId,
        action: 'file.uploaded',
        entityType: 'file',
        entityId: row.id,
        data: {
          purpose: props.purpose,
          originalName: props.originalName,
          mimeType: props.mimeType,
          size: row.size,
          sha256,
        },
        ip: props.ip,
      });
      return row;
    });
  } catch (error) {
    await store.remove(storageKey).catch(() => {});
    throw error;
  }
}
