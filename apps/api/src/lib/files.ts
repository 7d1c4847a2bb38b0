import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  canManageCompany,
  canViewCompanyDocuments,
  UPLOAD_RULES,
  type Actor,
  type AttachmentView,
  type DenialCode,
  type ImageFacts,
  type ImageView,
  type SignedInActor,
  type UploadPurpose,
} from '@teklifal/core';
import type { Executor } from '../db/client.ts';
import { file } from '../db/schema/index.ts';

export type FileRow = typeof file.$inferSelect;

/** Where a file's bytes are served (GET /api/files/:id). */
export const fileUrl = (id: string) => `/api/files/${id}`;

/** An image's size and placeholder, when the server has read them (see readImageFacts). */
export function imageFactsOf(
  row: Pick<FileRow, 'width' | 'height' | 'placeholder'>,
): ImageFacts | null {
  const { width, height, placeholder } = row;
  return width && height && placeholder ? { width, height, placeholder } : null;
}

const FILE_URL = /^\/api\/files\/([^/?#]+)$/;

/** The file an address of this site names (`/api/files/<id>`), or null for any other address. */
export const fileIdOfUrl = (url: string): string | null => FILE_URL.exec(url)?.[1] ?? null;

/**
 * The images among these addresses (a post's cover is an address) that were uploaded here and
 * have their size and placeholder, by address: what a page needs to reserve their boxes in its
 * first render. Other addresses are left out.
 */
export async function findImagesByUrl(
  db: Executor,
  urls: readonly (string | null)[],
): Promise<Map<string, ImageView>> {
  const ids = [...new Set(urls.map((url) => (url ? fileIdOfUrl(url) : null)))].filter(
    (id): id is string => id !== null,
  );
  const images = new Map<string, ImageView>();
  if (ids.length === 0) return images;
  const rows = await db
    .select({
      id: file.id,
      width: file.width,
      height: file.height,
      placeholder: file.placeholder,
    })
    .from(file)
    .where(inArray(file.id, ids));
  for (const row of rows) {
    const facts = imageFactsOf(row);
    if (facts) images.set(fileUrl(row.id), { url: fileUrl(row.id), ...facts });
  }
  return images;
}

/** A file attached to an ad or a bid, as it leaves the server. */
export const presentAttachment = (row: FileRow): AttachmentView => ({
  fileId: row.id,
  originalName: row.originalName,
  mimeType: row.mimeType,
  size: row.size,
  url: fileUrl(row.id),
});

export async function findFile(db: Executor, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(file).where(eq(file.id, id));
  return row ?? null;
}

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

/**
 * Claims a record's attachments (an ad's, a bid's, a chat message's) for the company, each
 * file once, in the order given. Returns the file ids, or null when any of them may not be
 * claimed (another company's file, another purpose, unknown): the caller refuses the field.
 */
export async function claimAttachments(
  db: Executor,
  props: { fileIds: readonly string[]; userId: string; companyId: string; purpose: UploadPurpose },
): Promise<string[] | null> {
  const unique = [...new Set(props.fileIds)];
  for (const fileId of unique) {
    const claimed = await claimFileForCompany(db, { ...props, fileId });
    if (!claimed) return null;
  }
  return unique;
}

/** Why the actor may not upload a file for this purpose, or null when they may. */
export function uploadDenial(
  actor: SignedInActor,
  purpose: UploadPurpose,
): Extract<DenialCode, 'COMPANY_REQUIRED' | 'FORBIDDEN'> | null {
  switch (UPLOAD_RULES[purpose].uploader) {
    case 'signedIn':
      return null;
    case 'platformAdmin':
      return actor.user.role === 'admin' ? null : 'FORBIDDEN';
    case 'companyMember':
      return actor.company ? null : 'COMPANY_REQUIRED';
    case 'companyManager':
      if (!actor.company) return 'COMPANY_REQUIRED';
      return canManageCompany(actor, actor.company.id) ? null : 'FORBIDDEN';
  }
}

/** The company an upload belongs to: the uploader's for logos and documents, none for content. */
export function companyOfUpload(actor: SignedInActor, purpose: UploadPurpose): string | null {
  return purpose === 'content' ? null : (actor.company?.id ?? null);
}

/**
 * Logos and content images are public. Company documents are for the company's members and
 * platform admins; one not yet attached to a company, for its uploader and platform admins.
 */
export function canReadFile(
  actor: Actor,
  row: Pick<FileRow, 'purpose' | 'companyId' | 'uploadedBy'>,
) {
  if (UPLOAD_RULES[row.purpose].publicRead) return true;
  if (row.companyId) return canViewCompanyDocuments(actor, row.companyId);
  return actor.user !== null && (actor.user.role === 'admin' || actor.user.id === row.uploadedBy);
}
