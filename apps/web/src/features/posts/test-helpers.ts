import type { PostCard, PostPage, PostView } from '@teklifal/core';
import { listPage } from '../../test/fixtures.ts';

/** A published blog card with every field set; override what a test is about. */
export const postCard = (overrides: Partial<PostCard> = {}): PostCard => ({
  id: 'post-1',
  kind: 'blog',
  title: 'Tedarikçi değerlendirmesinde beş ölçüt',
  coverImageUrl: null,
  coverImage: null,
  category: 'Satın Alma',
  author: 'Ayşe Demir',
  preview: 'Fiyat tek başına iyi bir tedarikçiyi anlatmaz…',
  publishedAt: '2024-03-12T09:00:00.000Z',
  ...overrides,
});

export const postPage = (items: PostCard[], categories: string[] = []): PostPage => ({
  ...listPage(items, { pageSize: 9 }),
  categories,
});

export const postView = (overrides: Partial<PostView> = {}): PostView => ({
  ...postCard(),
  content: '<h2>Ölçütler</h2><p>Zamanında teslimat oranı ilk ölçüttür.</p>',
  readingMinutes: 4,
  previous: { id: 'post-0', title: 'Kapalı zarf usulü' },
  next: null,
  ...overrides,
});
