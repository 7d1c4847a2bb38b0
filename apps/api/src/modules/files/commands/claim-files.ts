import { and, eq, isNull, not, or, type SQL } from 'drizzle-orm';
import type { UploadPurpose } from '@teklifal/core';
import type { Executor } from '../../../db/client.ts';
import { file } from '../schema.ts';
import type { FileRow } from '../presenter.ts';

/**
 * Attaches an uploaded file to a company (a logo chosen before the company existed, a
 * verification document). Allowed when the file has that purpose and either already belongs
 * to that company or belongs to no company yet and was uploaded by that user; a file of
 * another company is never taken over. One conditional update, so two claims cannot race.
 * Returns the updated row, or null when the file may not be claimed.
 */
export async function claimFileForCompany(
  db: Executor,
  props: { fileId: string; userId: string; companyId: string; purpose: UploadPurpose },
): Promise<FileRow | null> {
  const [row] = await db
    .update(file)
    .set({ companyId: props.companyId })
    .where(
      and(
        eq(file.id, props.fileId),
        eq(file.purpose, props.purpose),
        or(
          eq(file.companyId, props.companyId),
          and(isNull(file.companyId), eq(file.uploadedBy, props.userId)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Claims each file once, in the order given; the ids, or null as soon as one may not be. */
async function claimEach(
  fileIds: readonly string[],
  claim: (fileId: string) => Promise<unknown>,
): Promise<string[] | null> {
  const unique = [...new Set(fileIds)];
  for (const fileId of unique) {
    if (!(await claim(fileId))) return null;
  }
  return unique;
}

/**
 * Claims a record's attachments (an ad's, a bid's, a chat message's) for the company, each
 * file once, in the order given. Returns the file ids, or null when any of them may not be
 * claimed (another company's file, another purpose, unknown): the caller refuses the field.
 */
export async function claimAttachments(
  db: Executor,
  props: { fileIds: readonly string[]; userId: string; companyId: string; purpose: UploadPurpose },
): Promise<string[] | null> {
  return claimEach(props.fileIds, (fileId) => claimFileForCompany(db, { ...props, fileId }));
}

/**
 * Takes the user's own uploads of `purpose` for a record and gives them to `companyId` (none
 * for a personal record): each must be this user's upload of that purpose that no record holds
 * yet (`held` says, per file, whether one does). One conditional update per file, so two
 * records cannot take the same file. Returns the file ids, or null when any may not be taken.
 */
export async function claimOwnUploads(
  db: Executor,
  props: {
    fileIds: readonly string[];
    userId: string;
    purpose: UploadPurpose;
    companyId: string | null;
    held: (fileId: string) => SQL;
  },
): Promise<string[] | null> {
  return claimEach(props.fileIds, async (fileId) => {
    const [claimed] = await db
      .update(file)
      .set({ companyId: props.companyId })
      .where(
        and(
          eq(file.id, fileId),
          eq(file.purpose, props.purpose),
          eq(file.uploadedBy, props.userId),
          not(props.held(fileId)),
        ),
      )
      .returning({ id: file.id });
    return claimed;
  });
}
