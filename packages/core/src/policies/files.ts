import type { Actor, DenialCode, SignedInActor } from './access.ts';
import { canManageCompany, canViewCompanyDocuments } from './company.ts';
import type { UploadPurpose } from '../schemas/files.ts';

/** Who may upload and who may read the files of one purpose. */
export interface FileAccess {
  /**
   * Who may upload: any signed-in user, a member or a manager (owner, admin) of the uploader's
   * company, or a platform admin.
   */
  uploader: 'signedIn' | 'companyMember' | 'companyManager' | 'platformAdmin';
  /** Readable by anyone; otherwise by canReadFile's rule and the record it is attached to. */
  publicRead: boolean;
}

/**
 * Per purpose (schemas/files.ts says what each accepts). A logo is chosen before its company
 * exists. An attachment is also read by those its record lets see it: an ad's file by whoever
 * may see the ad, a bid's by the ad's buyer, a chat file by the order's two companies, a support
 * file by those who may see the ticket (and staff). A ticket needs no company.
 */
export const FILE_ACCESS: Record<UploadPurpose, FileAccess> = {
  logo: { uploader: 'signedIn', publicRead: true },
  companyDocument: { uploader: 'companyManager', publicRead: false },
  adAttachment: { uploader: 'companyMember', publicRead: false },
  bidAttachment: { uploader: 'companyMember', publicRead: false },
  chatAttachment: { uploader: 'companyMember', publicRead: false },
  supportAttachment: { uploader: 'signedIn', publicRead: false },
  content: { uploader: 'platformAdmin', publicRead: true },
};

/** Why the actor may not upload a file for this purpose, or null when they may. */
export function uploadDenial(
  actor: SignedInActor,
  purpose: UploadPurpose,
): Extract<DenialCode, 'COMPANY_REQUIRED' | 'FORBIDDEN'> | null {
  switch (FILE_ACCESS[purpose].uploader) {
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

/** What the read rule of a stored file looks at. */
export interface StoredFileOwnership {
  purpose: UploadPurpose;
  companyId: string | null;
  uploadedBy: string | null;
}

/**
 * Logos and content images are public. Company documents are for the company's members and
 * platform admins; one not yet attached to a company, for its uploader and platform admins.
 * An attachment is also readable by those its record lets see it (an ad's readers, the order's
 * two companies, a ticket's people): the server asks the record's module for that.
 */
export function canReadFile(actor: Actor, file: StoredFileOwnership): boolean {
  if (FILE_ACCESS[file.purpose].publicRead) return true;
  if (file.companyId) return canViewCompanyDocuments(actor, file.companyId);
  return (
    actor.user !== null &&
    (actor.user.role === 'admin' || (file.uploadedBy !== null && actor.user.id === file.uploadedBy))
  );
}
