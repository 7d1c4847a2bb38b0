import type { z } from 'zod';
import type { MessageKey } from '../i18n/types.ts';

/**
 * A field's label in error messages is `fields.<name>` by default. A schema whose field name
 * means something else (a company's `name` is its trade name) registers its own labels here.
 */
const registry = new WeakMap<z.ZodType, Record<string, MessageKey>>();

export function withFieldLabels<S extends z.ZodType>(
  schema: S,
  labels: Record<string, MessageKey>,
): S {
  registry.set(schema, labels);
  return schema;
}

export const fieldLabelsOf = (schema: z.ZodType): Record<string, MessageKey> | undefined =>
  registry.get(schema);
