import { describe, expect, it } from 'vitest';
import { file } from '../../db/schema/index.ts';
import { usePostsWorld } from './test-helpers.ts';

const w = usePostsWorld();
const get = (url: string) => w.send('GET', url, undefined, null);

const PLACEHOLDER = 'data:image/webp;base64,UklGRkgAAABXRUJQ';

/** A file row as an upload leaves it; `facts: false` as one from before sizes were kept. */
async function storedImage(facts = true) {
  const [row] = await w.app.db
    .insert(file)
    .values({
      purpose: 'content',
      storageKey: `2026/11/${crypto.randomUUID()}`,
      originalName: 'kapak.png',
      mimeType: 'image/png',
      size: 1234,
      sha256: 'a'.repeat(64),
      ...(facts ? { width: 960, height: 504, placeholder: PLACEHOLDER } : {}),
    })
    .returning();
  return `/api/files/${row!.id}`;
}

describe('the covers of posts', () => {
  it('come with their size and placeholder on the cards and the article when uploaded here', async () => {
    const url = await storedImage();
    const uploaded = await w.storePost({ title: 'Yüklenmiş kapak', coverImageUrl: url });
    const elsewhere = await w.storePost({
      title: 'Başka yerde kapak',
      coverImageUrl: 'https://cdn.example.com/kapak.jpg',
    });
    const unknown = await w.storePost({
      title: 'Eski kapak',
      coverImageUrl: await storedImage(false),
    });
    const none = await w.storePost({ title: 'Kapaksız' });

    const cards = (await get('/api/blogs?pageSize=48')).json().items as {
      id: string;
      coverImage: unknown;
    }[];
    const coverOf = (id: string) => cards.find((card) => card.id === id)?.coverImage;
    const expected = { url, width: 960, height: 504, placeholder: PLACEHOLDER };
    expect(coverOf(uploaded.id)).toEqual(expected);
    expect(coverOf(elsewhere.id)).toBeNull();
    expect(coverOf(unknown.id)).toBeNull();
    expect(coverOf(none.id)).toBeNull();

    const article = (await get(`/api/blogs/${uploaded.id}`)).json();
    expect(article).toMatchObject({ coverImageUrl: url, coverImage: expected });
    expect((await get(`/api/blogs/${elsewhere.id}`)).json().coverImage).toBeNull();
  });
});
