import type { Actor, UploadPurpose } from '@teklifal/core';
import type { Executor } from '../../db/client.ts';

/**
 * Whether the actor may read an attachment beyond canReadFile's own rules (its company's files,
 * platform staff): the rule of the record it is attached to, which only the record's module
 * knows (an ad's readers, a sealed bid's buyer at the deadline, an order's two companies, a
 * ticket's people). The app gives the files module one per attachment purpose (app.ts), so
 * the files module asks without importing the modules that attach files.
 */
export type AttachmentReadRule = (db: Executor, actor: Actor, fileId: string) => Promise<boolean>;

export type AttachmentReaders = Partial<Record<UploadPurpose, AttachmentReadRule>>;
