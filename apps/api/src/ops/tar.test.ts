import { describe, expect, it } from 'vitest';
import { readTar, tarEnd, tarHeader, tarPadding } from './tar.ts';

/** The backup's tar: what it writes reads back, long names and folders included. */

function archiveOf(entries: { name: string; body?: string; directory?: boolean }[]): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const type = entry.directory ? 'directory' : 'file';
    const name = entry.directory ? `${entry.name}/` : entry.name;
    parts.push(tarHeader({ name, size: body.length, type }), body, tarPadding(body.length));
  }
  parts.push(tarEnd());
  return Buffer.concat(parts);
}

/** The archive in chunks of 100 bytes, as a stream would hand it over. */
async function* inChunks(archive: Buffer) {
  for (let at = 0; at < archive.length; at += 100) yield archive.subarray(at, at + 100);
}

async function entriesOf(archive: Buffer) {
  const read: { name: string; type: string | undefined; body: string }[] = [];
  for await (const entry of readTar(inChunks(archive))) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.content) parts.push(chunk);
    read.push({ name: entry.name, type: entry.type, body: Buffer.concat(parts).toString() });
  }
  return read;
}

describe('tar', () => {
  it('reads back what it wrote: files of any length, a name over 100 bytes, folders', async () => {
    const longName = `uploads/${'ş'.repeat(40)}/${'a'.repeat(90)}.pdf`;
    const archive = archiveOf([
      { name: 'database/pglite/pg_tblspc', directory: true },
      { name: 'uploads/2026/11/empty' },
      { name: longName, body: 'x'.repeat(1500) },
      { name: 'manifest.json', body: '{}' },
    ]);
    expect(await entriesOf(archive)).toEqual([
      { name: 'database/pglite/pg_tblspc', type: 'directory', body: '' },
      { name: 'uploads/2026/11/empty', type: 'file', body: '' },
      { name: longName, type: 'file', body: 'x'.repeat(1500) },
      { name: 'manifest.json', type: 'file', body: '{}' },
    ]);
  });

  it('skips what a reader leaves unread', async () => {
    const archive = archiveOf([
      { name: 'a', body: 'first'.repeat(300) },
      { name: 'b', body: 'second' },
    ]);
    const names: string[] = [];
    for await (const entry of readTar(inChunks(archive))) names.push(entry.name);
    expect(names).toEqual(['a', 'b']);
  });

  it('refuses a damaged header and an archive cut short', async () => {
    const archive = archiveOf([{ name: 'a', body: 'content' }]);
    const damaged = Buffer.from(archive);
    damaged[0] = 'b'.charCodeAt(0);
    await expect(entriesOf(damaged)).rejects.toThrow(/checksum/);
    await expect(entriesOf(archive.subarray(0, 600))).rejects.toThrow(/ends/);
  });
});
