import type { PostInput } from '@teklifal/core';
import type { z } from 'zod';
import { sanitizeRichText } from '../../lib/sanitize.ts';

export type PostFields = z.output<typeof PostInput>;

/**
 * The columns a staff edit writes: sanitized HTML, blog-only fields only on blog posts, and a
 * publication date (the given one, else the first publication's, else now).
 */
export function postColumns(
  kind: 'blog' | 'announcement',
  input: PostFields,
  props: { now: Date; publishedBefore: Date | null },
) {
  const given = input.publishedAt ? new Date(input.publishedAt) : null;
  const publishedAt =
    given ?? props.publishedBefore ?? (input.status === 'published' ? props.now : null);
  return {
    title: input.title ?? null,
    content: sanitizeRichText(input.content),
    coverImageUrl: input.coverImageUrl ?? null,
    category: kind === 'blog' ? (input.category ?? null) : null,
    author: kind === 'blog' ? (input.author ?? null) : null,
    status: input.status,
    publishedAt,
  };
}
