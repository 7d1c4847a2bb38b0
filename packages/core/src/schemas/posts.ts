import { z } from 'zod';
import { instantField } from './dates.ts';
import { ImageView } from './files.ts';
import { optionalText, requiredText, urlField } from './fields.ts';
import { pageField, pageOf } from './paging.ts';

/** Blog posts and announcements share one shape; a blog post also has a category and an author. */
export const POST_KINDS = ['blog', 'announcement'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Cards on one page of /blogs and /duyurular. */
export const POSTS_PAGE_SIZE = 9;

// ---------------------------------------------------------------- inputs

/** A post as staff write it. The HTML is sanitized on the server; empty fields take the defaults. */
export const PostInput = z.object({
  title: optionalText(200),
  content: requiredText(200_000),
  coverImageUrl: urlField.optional(),
  category: optionalText(60),
  author: optionalText(120),
  status: z.enum(POST_STATUSES, { error: 'validation.oneOf' }),
  /** Empty: the moment it is published. A later instant schedules it. */
  publishedAt: instantField.nullable().optional(),
});
export type PostInput = z.input<typeof PostInput>;

export const NewPostInput = PostInput.extend({
  kind: z.enum(POST_KINDS, { error: 'validation.oneOf' }),
});
export type NewPostInput = z.input<typeof NewPostInput>;

export const PostsQuery = z.object({
  category: z.string().trim().max(60).optional(),
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(48).default(POSTS_PAGE_SIZE),
});
export type PostsQuery = z.input<typeof PostsQuery>;

export const AdminPostsQuery = z.object({
  kind: z.enum(POST_KINDS).optional(),
  status: z.enum(POST_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageField,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPostsQuery = z.input<typeof AdminPostsQuery>;

// ---------------------------------------------------------------- views

/** A card of /blogs or /duyurular (the defaults applied). */
export const PostCard = z.object({
  id: z.string(),
  kind: z.enum(POST_KINDS),
  title: z.string(),
  coverImageUrl: z.string().nullable(),
  coverImage: ImageView.nullable().describe(
    'The cover when it is an image uploaded here: its size and placeholder reserve its box ' +
      'before it loads, and `?w=`/`?format=` on its url serve it smaller. Null for no cover ' +
      'or one elsewhere on the web (then coverImageUrl alone)',
  ),
  category: z.string().nullable().describe('Blog posts only'),
  author: z.string().nullable().describe('Blog posts only'),
  preview: z.string().describe('The text of the content, at most 150 characters and …'),
  publishedAt: z.string().nullable().describe('null: the date is not known'),
});
export type PostCard = z.infer<typeof PostCard>;

/** GET /api/blogs, /api/announcements: newest first, with the categories to filter by. */
export const PostPage = pageOf(PostCard).extend({
  categories: z.array(z.string()).describe('Blog categories with a published post, A–Z'),
});
export type PostPage = z.infer<typeof PostPage>;

const PostLink = z.object({ id: z.string(), title: z.string() });

/** GET /api/blogs/{id}, /api/announcements/{id}: the article and its neighbours. */
export const PostView = PostCard.extend({
  content: z.string().describe('Sanitized HTML'),
  readingMinutes: z.number().int(),
  previous: PostLink.nullable().describe('The post published just before this one'),
  next: PostLink.nullable().describe('The post published just after this one'),
});
export type PostView = z.infer<typeof PostView>;

/** A post as staff list it: drafts and scheduled ones too, fields as written. */
export const AdminPostListItem = z.object({
  id: z.string(),
  kind: z.enum(POST_KINDS),
  title: z.string().nullable(),
  category: z.string().nullable(),
  author: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPostListItem = z.infer<typeof AdminPostListItem>;

export const AdminPostPage = pageOf(AdminPostListItem);
export type AdminPostPage = z.infer<typeof AdminPostPage>;

export const AdminPostView = AdminPostListItem.extend({
  content: z.string().describe('Sanitized HTML'),
});
export type AdminPostView = z.infer<typeof AdminPostView>;
