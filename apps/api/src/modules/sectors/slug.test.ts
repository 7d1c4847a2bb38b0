import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it('turns Turkish letters into ASCII kebab-case', () => {
    expect(slugify('Isı, Su ve Ses Yalıtımı')).toBe('isi-su-ve-ses-yalitimi');
    expect(slugify('İNŞAAT & Yapı Çözümleri')).toBe('insaat-ve-yapi-cozumleri');
    expect(slugify('Gıda Ürünleri / Öğütülmüş Şeker')).toBe('gida-urunleri-ogutulmus-seker');
    expect(slugify('  Crème brûlée  ')).toBe('creme-brulee');
  });

  it('is never empty', () => {
    expect(slugify('***')).toBe('sektor');
  });
});

describe('uniqueSlug', () => {
  it('adds the first free numeric suffix', () => {
    expect(uniqueSlug('gida', new Set())).toBe('gida');
    expect(uniqueSlug('gida', new Set(['gida']))).toBe('gida-2');
    expect(uniqueSlug('gida', new Set(['gida', 'gida-2', 'gida-3']))).toBe('gida-4');
  });
});
