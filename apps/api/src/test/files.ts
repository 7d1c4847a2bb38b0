import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { UploadPurpose } from '@teklifal/core';
import { inject, nextIp } from './helper.ts';
import { crc32 } from 'node:zlib';

/** Tiny but real files, built as bytes, for the upload tests. */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A 1×1 JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////' +
    '////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A one-page PDF with no content. */
export const PDF = Buffer.from(
  '%PDF-1.4\n' +
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** An SVG image: refused everywhere, it can carry script. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

/** A file that starts like a PNG and is `size` bytes long. */
export const pngOfSize = (size: number) =>
  Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length), 0)]);

/**
 * A Microsoft compound file (the container of .doc and .xls) holding empty streams with
 * the given names: header, one FAT sector, one directory sector.
 */
export function compoundFile(streamNames: string[]): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts in sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(0xffffffff, 0x4c + i * 4);

  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: end of the directory chain

  const directory = Buffer.alloc(sector, 0);
  const entries = [
    { name: 'Root Entry', type: 5 },
    ...streamNames.map((name) => ({ name, type: 2 })),
  ];
  entries.slice(0, 4).forEach((entry, i) => {
    const offset = i * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, offset);
    directory.writeUInt16LE(name.length, offset + 64);
    directory[offset + 66] = entry.type;
    directory.writeUInt32LE(0xffffffff, offset + 68);
    directory.writeUInt32LE(0xffffffff, offset + 72);
    directory.writeUInt32LE(i === 0 && entries.length > 1 ? 1 : 0xffffffff, offset + 76);
    directory.writeUInt32LE(0xfffffffe, offset + 116);
  });
  return Buffer.concat([header, fat, directory]);
}

/** A ZIP archive of stored (uncompressed) entries, enough to be an Office Open XML file. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A minimal Word document (.docx). */
export const DOCX = zipOf({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document/>',
});

import { multipart } from '../lib/multipart.ts';

export { multipart, type MultipartPart } from '../lib/multipart.ts';

/** A PDF uploaded through POST /api/files by `who` for `purpose` (expects 201). */
export async function uploadPdf(
  app: FastifyInstance,
  who: { cookie: string },
  purpose: UploadPurpose,
  filename: string,
) {
  const body = multipart([
    { name: 'purpose', value: purpose },
    { name: 'file', filename, contentType: 'application/pdf', data: PDF },
  ]);
  const response = await inject(app, {
    method: 'POST',
    url: '/api/files',
    cookie: who.cookie,
    remoteAddress: nextIp(),
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; url: string }>();
}
