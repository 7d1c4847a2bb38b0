import { create } from 'content-disposition';
import { withoutMarks } from '@teklifal/core';

/**
 * The Content-Disposition of a download or of a file shown in the browser:
 * `inline; filename="Vergi levhasi.pdf"; filename*=UTF-8''Vergi%20levhas%C4%B1.pdf`, an ASCII
 * name for old clients (Turkish letters without their marks, what has no ASCII form as `_`)
 * and the real name for the rest (RFC 6266, RFC 8187).
 */
export function downloadDisposition(fileName: string, { inline = false } = {}): string {
  const fallback = withoutMarks(fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return create(fileName, { type: inline ? 'inline' : 'attachment', fallback });
}
