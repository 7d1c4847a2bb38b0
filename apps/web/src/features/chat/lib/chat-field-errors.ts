import type { FieldError } from '@teklifal/core';

/** Errors of the message being sent, by the composer's two fields. */
export interface ComposerErrors {
  body: FieldError | null;
  attachments: FieldError | null;
}

export const NO_ERRORS: ComposerErrors = { body: null, attachments: null };

/** Sorts field errors (the server's, or the browser's own check) under the composer's fields. */
export function composerErrors(errors: readonly FieldError[]): ComposerErrors {
  const isAttachments = (error: FieldError) => error.field.startsWith('attachmentFileIds');
  return {
    body: errors.find((error) => !isAttachments(error)) ?? null,
    attachments: errors.find(isAttachments) ?? null,
  };
}
