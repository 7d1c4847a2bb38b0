import { isLocale, lookupMessage, translate, type FieldError, type Locale } from '@teklifal/core';

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

/**
 * Whether an error is the field's: `field` is the input's name, and an error of one item of a
 * list (`attachmentFileIds.0`) counts for the whole list.
 */
export const isErrorOf = (error: FieldError, field: string) =>
  error.field === field || error.field.startsWith(`${field}.`);

/** The first error of a form's field among the browser's or the server's. */
export const errorOfField = (errors: readonly FieldError[], field: string): FieldError | null =>
  errors.find((error) => isErrorOf(error, field)) ?? null;
