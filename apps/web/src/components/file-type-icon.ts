import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconPhoto,
} from '@tabler/icons-react';

/** The icon of a file by its type: PDF, image, spreadsheet, text document, or a plain file. */
export function fileTypeIconOf(mimeType: string) {
  if (mimeType === 'application/pdf') return IconFileTypePdf;
  if (mimeType.startsWith('image/')) return IconPhoto;
  if (/sheet|excel/.test(mimeType)) return IconFileSpreadsheet;
  if (/word/.test(mimeType)) return IconFileText;
  return IconFile;
}
