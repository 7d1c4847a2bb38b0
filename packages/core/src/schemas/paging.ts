import { z } from 'zod';

/** One page of a list: every list of the API answers in this shape. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  /**
   * `total` is a lower bound: there are more, but counting every one would cost more than the
   * page itself (a broad search at scale). Lists then say "1.000+" and page up to `total`.
   */
  totalCapped?: boolean;
}

/** The response schema of a list whose items are `item`. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalCapped: z
      .boolean()
      .optional()
      .describe('`total` is a lower bound: counting every match would cost more than the page'),
  });
}

export const pageField = z.coerce
  .number()
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .default(1);

export const pageSizeField = z.coerce
  .number()
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(100, 'validation.invalid')
  .default(20);

export const searchField = z.string().trim().max(200, 'validation.maxLength').optional();

/** `true`/`false` in a query string; anything else is not a filter. */
export const booleanQuery = z
  .enum(['true', 'false'], { error: 'validation.oneOf' })
  .transform((value) => value === 'true')
  .optional();
