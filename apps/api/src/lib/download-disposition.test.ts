import { describe, expect, it } from 'vitest';
import { parse } from 'content-disposition';
import { downloadDisposition } from './download-disposition.ts';

describe('downloadDisposition', () => {
  it('gives old clients an ASCII name and the rest the Turkish one', () => {
    expect(downloadDisposition('Vergi levhası.pdf', { inline: true })).toBe(
      `inline; filename="Vergi levhasi.pdf"; filename*=UTF-8''Vergi%20levhas%C4%B1.pdf`,
    );
    expect(downloadDisposition('İmza sirküleri (güncel).doc')).toBe(
      `attachment; filename="Imza sirkuleri (guncel).doc"; filename*=UTF-8''%C4%B0mza%20sirk%C3%BCleri%20%28g%C3%BCncel%29.doc`,
    );
  });

  it('keeps quotes, backslashes and line breaks out of the header', () => {
    const header = downloadDisposition('a"b\\c\r\n.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="?a_b_c__\.pdf"?; filename\*=/);
    expect(parse(header).parameters.filename).toBe('a"b\\c\r\n.pdf');
  });

  it('names an ASCII file once', () => {
    expect(parse(downloadDisposition('siparislerim-2026-11-28.csv'))).toEqual({
      type: 'attachment',
      parameters: { filename: 'siparislerim-2026-11-28.csv' },
    });
  });
});
