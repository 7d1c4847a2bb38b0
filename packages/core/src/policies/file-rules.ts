import type { Actor } from './access.ts';
import { canReadFile, type StoredFileOwnership } from './files.ts';
import { NOT_FOUND, type AbilityRule } from './refusal.ts';

/**
 * What the file's rule looks at: who owns it, and whether the record it is attached to lets the
 * actor read it (an ad's readers, the order's two companies, a ticket's people), which the
 * server asks the record's module before authorizing.
 */
export interface FileRecord extends StoredFileOwnership {
  readableThroughAttachment: boolean;
}

/** The stored file's table: reading it (logos and content images are public). */
export const fileRules = {
  read: (actor, file) =>
    canReadFile(actor, file) || file.readableThroughAttachment ? null : NOT_FOUND,
} satisfies Record<string, AbilityRule<Actor, FileRecord>>;
