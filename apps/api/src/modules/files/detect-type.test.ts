import { describe, expect, it } from 'vitest';
import { compoundFileStreamNames, detectMimeType } from './detect-type.ts';
import { compoundFile, DOCX, JPEG, PDF, PNG, SVG, zipOf } from '../../test/files.ts';

describe('detectMimeType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['PDF', PDF, 'application/pdf'],
    ['DOCX', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['DOC', compoundFile(['WordDocument', 'SummaryInformation']), 'application/msword'],
    ['XLS', compoundFile(['Workbook']), 'application/vnd.ms-excel'],
    ['XLS (Excel 5)', compoundFile(['Book']), 'application/vnd.ms-excel'],
  ])('finds %s by its content', async (_name, bytes, mimeType) => {
    expect(await detectMimeType(bytes)).toBe(mimeType);
  });

  it.each([
    ['SVG', SVG],
    ['plain text', Buffer.from('Merhaba')],
    ['nothing', Buffer.alloc(0)],
    ['a compound file of another kind', compoundFile(['PowerPoint Document'])],
    ['a broken compound file', compoundFile(['WordDocument']).subarray(0, 600)],
    ['a plain ZIP', zipOf({ 'notlar.txt': 'merhaba' })],
  ])('knows no accepted type in %s', async (_name, bytes) => {
    const found = await detectMimeType(bytes);
    expect([undefined, 'application/zip']).toContain(found);
  });
});

describe('compoundFileStreamNames', () => {
  it('lists the streams of the directory', () => {
    expect(compoundFileStreamNames(compoundFile(['WordDocument', '1Table']))).toEqual(
      new Set(['WordDocument', '1Table']),
    );
  });

  it('gives up on a directory chain that leaves the file', () => {
    const broken = compoundFile(['WordDocument']);
    broken.writeUInt32LE(99, 0x30);
    expect(compoundFileStreamNames(broken)).toBeNull();
  });
});
