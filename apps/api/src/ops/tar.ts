/**
 * The ustar format, as far as the backup needs it: regular files written and read as streams,
 * so an archive of any size passes through a fixed amount of memory. The archives open with
 * any tar (`tar -tzf backup.tar.gz`). A file over 8 GiB gets its size in base-256 (GNU, read
 * by GNU tar and bsdtar).
 */
const BLOCK = 512;
const MAX_OCTAL_SIZE = 0o77777777777;

export interface TarEntryHeader {
  name: string;
  size: number;
  mode?: number;
  mtime?: Date;
  /** Directories are kept too: PostgreSQL's data directory needs its empty ones. */
  type?: 'file' | 'directory';
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  header.write(value.toString(8).padStart(length - 1, '0'), offset, length - 1, 'ascii');
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.indexOf('/'); cut > 0; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`tar: the name is too long for ustar: ${name}`);
}

export function tarHeader(entry: TarEntryHeader): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, entry.mode ?? 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  if (entry.size <= MAX_OCTAL_SIZE) writeOctal(header, entry.size, 124, 12);
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(entry.size), 128);
  }
  writeOctal(header, Math.floor((entry.mtime?.getTime() ?? Date.now()) / 1000), 136, 12);
  header.write(entry.type === 'directory' ? '5' : '0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

function readOctal(header: Buffer, offset: number, length: number): number {
  if ((header[offset] ?? 0) & 0x80) return Number(header.readBigUInt64BE(offset + length - 8));
  const text = header.toString('ascii', offset, offset + length).replace(/[\0 ]/g, '');
  return text ? parseInt(text, 8) : 0;
}

function readString(header: Buffer, offset: number, length: number): string {
  const end = header.indexOf(0, offset);
  return header.toString('utf8', offset, end >= 0 && end < offset + length ? end : offset + length);
}

/** Exactly `n` bytes at a time from a stream of chunks (fewer only at its end). */
class ByteReader {
  private pending: Buffer = Buffer.alloc(0);
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(n: number) {
    const parts = [this.pending];
    let have = this.pending.length;
    while (have < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        parts.push(next.value);
        have += next.value.length;
      }
    }
    this.pending = Buffer.concat(parts);
  }

  async read(n: number): Promise<Buffer> {
    await this.fill(n);
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  /** Up to `n` bytes as they come, for a file's content; `left` counts what is still unread. */
  async *chunks(file: { left: number }): AsyncGenerator<Buffer> {
    while (file.left > 0) {
      if (this.pending.length === 0) await this.fill(1);
      if (this.pending.length === 0) throw new Error('tar: the archive ends inside a file');
      const out = this.pending.subarray(0, Math.min(file.left, this.pending.length));
      this.pending = this.pending.subarray(out.length);
      file.left -= out.length;
      yield out;
    }
  }
}

export interface TarEntry extends TarEntryHeader {
  /** The file's bytes; read it (or not) before asking for the next entry. */
  content: AsyncIterable<Buffer>;
}

/** The files and directories of an (uncompressed) tar stream, in order; links are refused. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.read(BLOCK);
    if (header.length < BLOCK) throw new Error('tar: the archive ends without its end marker');
    if (header.every((byte) => byte === 0)) return;
    const stored = readOctal(header, 148, 8);
    header.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    if (sum !== stored) throw new Error('tar: a damaged header (checksum)');
    const type = String.fromCharCode(header[156] ?? 0);
    if (type !== '0' && type !== '\0' && type !== '5') {
      throw new Error(`tar: unexpected entry type "${type}"`);
    }
    const prefix = readString(header, 345, 155);
    const base = readString(header, 0, 100);
    const size = type === '5' ? 0 : readOctal(header, 124, 12);
    const file = { left: size };
    yield {
      name: (prefix ? `${prefix}/${base}` : base).replace(/\/$/, ''),
      type: type === '5' ? 'directory' : 'file',
      size,
      mode: readOctal(header, 100, 8),
      mtime: new Date(readOctal(header, 136, 12) * 1000),
      content: { [Symbol.asyncIterator]: () => reader.chunks(file) },
    };
    // Whatever the caller left unread is skipped.
    for await (const _ of reader.chunks(file)) void _;
    await reader.read((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
