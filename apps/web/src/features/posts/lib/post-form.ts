import {
  contentPreview,
  instantOfIstanbulWallTime,
  istanbulWallTimeOf,
  POST_DEFAULTS,
  readingMinutes,
  type AdminPostView,
  type PostInput,
  type PostKind,
  type PostStatus,
  type PostView,
} from '@teklifal/core';

/** The editor's values: texts as typed, the date as an Istanbul wall time ('' for none). */
export interface PostFormValues {
  title: string;
  category: string;
  author: string;
  coverImageUrl: string | null;
  content: string;
  publishedAt: string;
}

export const emptyPostForm: PostFormValues = {
  title: '',
  category: '',
  author: '',
  coverImageUrl: null,
  content: '',
  publishedAt: '',
};

export const postFormOf = (post: AdminPostView): PostFormValues => ({
  title: post.title ?? '',
  category: post.category ?? '',
  author: post.author ?? '',
  coverImageUrl: post.coverImageUrl,
  content: post.content,
  publishedAt: post.publishedAt ? istanbulWallTimeOf(post.publishedAt) : '',
});

/** What the API takes; empty texts go as they are and the server stores them as empty. */
export const postInputOf = (values: PostFormValues, status: PostStatus): PostInput => ({
  title: values.title,
  category: values.category,
  author: values.author,
  coverImageUrl: values.coverImageUrl,
  content: values.content,
  status,
  publishedAt: values.publishedAt ? instantOfIstanbulWallTime(values.publishedAt) : null,
});

/** The post as visitors would see it, for the editor's preview (the server's defaults applied). */
export const previewOf = (kind: PostKind, values: PostFormValues): PostView => ({
  id: 'preview',
  kind,
  title: values.title.trim() || POST_DEFAULTS.title,
  coverImageUrl: values.coverImageUrl,
  // The size of a cover just chosen is not known here; the preview shows it as it is.
  coverImage: null,
  category: kind === 'blog' ? values.category.trim() || POST_DEFAULTS.category : null,
  author: kind === 'blog' ? values.author.trim() || POST_DEFAULTS.author : null,
  preview: contentPreview(values.content),
  publishedAt:
    (values.publishedAt && instantOfIstanbulWallTime(values.publishedAt)) ||
    new Date().toISOString(),
  content: values.content,
  readingMinutes: readingMinutes(values.content),
  previous: null,
  next: null,
});
