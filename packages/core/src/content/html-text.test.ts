import { describe, expect, it } from 'vitest';
import {
  CONTENT_PREVIEW_LENGTH,
  contentPreview,
  decodeEntities,
  htmlToText,
  readingMinutes,
  textPreview,
} from './html-text.ts';

const chars = (text: string) => Array.from(text).length;

describe('htmlToText', () => {
  it('drops tags, scripts, styles and comments and keeps the words apart across blocks', () => {
    const html =
      '<h2>Başlık</h2><p>İlk <strong>paragraf</strong>.</p><script>alert(1)</script>' +
      '<style>p{}</style><!-- not shown --><ul><li>bir</li><li>iki</li></ul>';
    expect(htmlToText(html)).toBe('Başlık İlk paragraf. bir iki');
  });

  it('decodes named and numeric entities, Turkish letters included', () => {
    expect(
      htmlToText('<p>&Ccedil;elik &amp; &#351;im&#x15F;ek &scedil;u &quot;x&quot;&nbsp;y</p>'),
    ).toBe('Çelik & şimşek şu "x" y');
  });

  it('leaves an unknown entity as written and never turns an escaped tag into markup', () => {
    expect(decodeEntities('&bogus; &lt;script&gt;')).toBe('&bogus; <script>');
  });

  it('composes decomposed letters, so İ is one character', () => {
    expect(htmlToText('I\u0307stanbul')).toBe('İstanbul');
  });
});

describe('textPreview', () => {
  it('keeps a text of exactly 150 characters whole', () => {
    const text = 'ç'.repeat(CONTENT_PREVIEW_LENGTH);
    expect(textPreview(text)).toBe(text);
  });

  it('cuts a longer text at a word boundary within 150 characters and ends it with …', () => {
    const text = `${'Şartname '.repeat(17)}sonu`; // 157 characters; the 150th is inside a word
    const preview = textPreview(text);
    expect(preview.endsWith('Şartname…')).toBe(true);
    expect(chars(preview.slice(0, -1))).toBeLessThanOrEqual(CONTENT_PREVIEW_LENGTH);
  });

  it('cuts exactly at 150 when the limit falls between words', () => {
    const text = `${'a'.repeat(CONTENT_PREVIEW_LENGTH)} devamı`;
    expect(textPreview(text)).toBe(`${'a'.repeat(CONTENT_PREVIEW_LENGTH)}…`);
  });

  it('cuts a single word longer than the limit at the limit', () => {
    expect(chars(textPreview('ğ'.repeat(400)))).toBe(CONTENT_PREVIEW_LENGTH + 1);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🙂'.repeat(200);
    expect(textPreview(text, 10)).toBe(`${'🙂'.repeat(10)}…`);
  });
});

describe('contentPreview', () => {
  it('previews the text of the HTML, never a broken tag or entity', () => {
    const html = `<p>${'Tedarik &amp; lojistik süreçleri '.repeat(10)}</p>`;
    const preview = contentPreview(html);
    expect(preview).not.toMatch(/[<>]|&amp|&\w*$/);
    expect(preview.startsWith('Tedarik & lojistik süreçleri Tedarik')).toBe(true);
    expect(chars(preview)).toBeLessThanOrEqual(CONTENT_PREVIEW_LENGTH + 1);
    expect(preview.endsWith('…')).toBe(true);
  });
});

describe('readingMinutes', () => {
  it('is at least one minute and about 200 words a minute', () => {
    expect(readingMinutes('<p>kısa</p>')).toBe(1);
    expect(readingMinutes(`<p>${'kelime '.repeat(401)}</p>`)).toBe(3);
  });
});
