import { isLocale, lookupMessage, translate, type FieldError, type Locale } from '@teklifal/core';

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

/**
 * A field error in the language shown now: rendered again from its catalogue key, so switching
 * the language after a refusal changes the message too; the server's text when the key is new.
 */
export function fieldErrorText(error: FieldError | null, language: string): string | null {
  if (!error) return null;
  const locale: Locale = isLocale(language) ? language : 'tr';
  return lookupMessage(locale, error.messageKey)
    ? translate(locale, error.messageKey, error.params)
    : error.message;
}
