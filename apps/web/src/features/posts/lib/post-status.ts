import type { AdminPostListItem } from '@teklifal/core';

export type ShownPostStatus = 'draft' | 'published' | 'scheduled';

/** What staff see in the status column: a published post dated later is scheduled. */
export function shownStatus(
  post: Pick<AdminPostListItem, 'status' | 'publishedAt'>,
  now = Date.now(),
): ShownPostStatus {
  if (post.status === 'draft') return 'draft';
  return post.publishedAt && Date.parse(post.publishedAt) > now ? 'scheduled' : 'published';
}

export const STATUS_COLORS: Record<ShownPostStatus, string> = {
  draft: 'gray',
  published: 'teal',
  scheduled: 'blue',
};
