import { describe, expect, it } from 'vitest';
import { emptyPostForm, postFormOf, postInputOf, previewOf } from './post-form.ts';

const written = {
  id: 'post-1',
  kind: 'blog' as const,
  title: null,
  category: null,
  author: 'Ayşe Demir',
  coverImageUrl: '/api/files/kapak',
  status: 'published' as const,
  publishedAt: '2024-03-12T09:00:00.000Z',
  createdAt: '2024-03-01T09:00:00.000Z',
  updatedAt: '2024-03-12T09:00:00.000Z',
  content: '<p>Metin</p>',
};

describe('the post editor values', () => {
  it('read a saved post, its date on the Istanbul clock, empty fields as empty', () => {
    expect(postFormOf(written)).toEqual({
      title: '',
      category: '',
      author: 'Ayşe Demir',
      coverImageUrl: '/api/files/kapak',
      content: '<p>Metin</p>',
      publishedAt: '2024-03-12 12:00:00',
    });
  });

  it('become the API input with the chosen status and the date as an instant', () => {
    expect(postInputOf(postFormOf(written), 'draft')).toMatchObject({
      status: 'draft',
      publishedAt: '2024-03-12T09:00:00.000Z',
      coverImageUrl: '/api/files/kapak',
    });
    expect(postInputOf(emptyPostForm, 'published').publishedAt).toBeNull();
  });

  it('preview with the defaults visitors would see and a 150-character preview', () => {
    const preview = previewOf('blog', {
      ...emptyPostForm,
      content: `<p>${'Tedarik '.repeat(40)}</p>`,
    });
    expect(preview).toMatchObject({
      title: 'Başlıksız',
      category: 'Genel',
      author: 'Bilinmeyen Yazar',
      readingMinutes: 1,
    });
    expect(preview.preview.endsWith('…')).toBe(true);
    expect(previewOf('announcement', emptyPostForm)).toMatchObject({
      category: null,
      author: null,
    });
  });
});
