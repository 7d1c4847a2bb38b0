import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LOCALES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { isValidTurkishPhone, normalizeTurkishPhone } from '../validators/phone.ts';

/**
 * Field building blocks. Messages are catalogue keys; the field's label comes from the
 * `fields.<name>` key of the path, so `validation.required` renders "E-posta zorunludur".
 */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.maxLength');

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.maxLength')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(EMAIL_MAX_LENGTH, 'validation.maxLength')
  .regex(z.regexes.email, 'validation.email');

export const personNameField = requiredText(NAME_MAX_LENGTH).refine((value) => value.length >= 2, {
  message: 'validation.minLength',
  params: { min: 2 },
});

export const phoneField = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine(isValidTurkishPhone, 'validation.phone')
  .transform((value) => normalizeTurkishPhone(value) ?? value);

export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.minLength')
  .max(PASSWORD_MAX_LENGTH, 'validation.maxLength')
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), 'validation.passwordWeak');

export const localeField = z.enum(LOCALES, { error: 'validation.oneOf' });

const isWebAddress = (value: string) => /^https?:\/\/[^\s/?#]+\S*$/i.test(value);
/** A path on this site: `/api/files/…`, never `//host/…` or `/\host`, which leave it. */
const isSitePath = (value: string) => /^\/(?![/\\])\S*$/.test(value);

const addressField = (isAllowed: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .max(2048, 'validation.maxLength')
    .refine((value) => value === '' || isAllowed(value), { message: 'validation.url' })
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** An image or a link of the site's own content: a path on this site or a web address. */
export const urlField = addressField((value) => isSitePath(value) || isWebAddress(value));

/** Somewhere else on the web (a company's website): http(s) with a host, nothing else. */
export const webUrlField = addressField(isWebAddress);
