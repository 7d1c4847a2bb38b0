import { PostPage } from '../../features/posts/pages/post-page.tsx';
import { PostsPage } from '../../features/posts/pages/posts-page.tsx';

// The blog and the announcements come in one chunk of their own (see lazy-page.tsx).
export const BlogsRoute = () => <PostsPage kind="blog" />;
export const BlogRoute = () => <PostPage kind="blog" />;
export const AnnouncementsRoute = () => <PostsPage kind="announcement" />;
export const AnnouncementRoute = () => <PostPage kind="announcement" />;
