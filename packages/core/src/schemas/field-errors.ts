import type { z } from 'zod';
import type { Locale } from '../constants.ts';
import type { FieldError } from '../errors.ts';
import { lookupMessage, translate } from '../i18n/index.ts';

function messageKeyOf(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return issue.message;
  // A missing value is missing whatever the field would take (a union: a text or a number).
  const missing = issue.input === undefined || issue.input === null;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && missing) {
    return 'validation.required';
  }
  if (issue.code === 'too_small') return 'validation.minLength';
  if (issue.code === 'too_big') return 'validation.maxLength';
  if (issue.code === 'invalid_value') return 'validation.oneOf';
  return 'validation.invalid';
}

function paramsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) {
    for (const [key, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  return params;
}

/** The label key of a field: the schema's own label, else `fields.<last named path segment>`. */
function fieldLabelKey(path: PropertyKey[], labels: Record<string, string> | undefined): string {
  const dotted = path.map(String).join('.');
  if (labels?.[dotted]) return labels[dotted];
  // `items.*.name` labels the name of every line of a list.
  const pattern = path.map((part) => (typeof part === 'number' ? '*' : String(part))).join('.');
  if (labels?.[pattern]) return labels[pattern];
  const name = [...path].reverse().find((part) => typeof part === 'string');
  const key = `fields.${String(name ?? 'field')}`;
  return lookupMessage('tr', key) ? key : 'fields.field';
}

/**
 * Turns zod issues into field errors with catalogue keys and rendered messages.
 * One error per field (the first), so a form shows the most basic problem first.
 */
export function toFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  locale: Locale,
  labels?: Record<string, string>,
): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const messageKey = messageKeyOf(issue);
    const params = { field: fieldLabelKey(issue.path, labels), ...paramsOf(issue) };
    errors.push({ field, messageKey, params, message: translate(locale, messageKey, params) });
  }
  return errors;
}
