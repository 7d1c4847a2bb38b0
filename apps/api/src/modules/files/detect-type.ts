import { fileTypeFromBuffer } from 'file-type';
import { FILE_KINDS } from '@teklifal/core';

const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa;
const STREAM = 2;

/**
 * The stream names of a Microsoft compound file (legacy .doc, .xls, but also .msi, .msg,
 * .ppt): the header's FAT sectors (and any further DIFAT sectors), then the directory chain.
 * Returns null when the structure does not hold together.
 */
export function compoundFileStreamNames(buffer: Buffer): Set<string> | null {
  if (buffer.length < 512) return null;
  const sectorShift = buffer.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor(buffer.length / sectorSize) - 1;
  const sectorOffset = (sector: number) =>
    sector < sectorCount ? (sector + 1) * sectorSize : null;

  // Where the FAT lives: 109 entries in the header, then a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  const fatSectorCount = buffer.readUInt32LE(0x2c);
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) {
    fatSectors.push(buffer.readUInt32LE(0x4c + i * 4));
  }
  let difat = buffer.readUInt32LE(0x44);
  for (let hops = 0; difat <= MAX_SECTOR && fatSectors.length < fatSectorCount; hops++) {
    const offset = sectorOffset(difat);
    if (offset === null || hops > sectorCount) return null;
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i++) {
      fatSectors.push(buffer.readUInt32LE(offset + i * 4));
    }
    difat = buffer.readUInt32LE(offset + perSector * 4);
  }

  const nextSector = (sector: number): number | null => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined) return null;
    const offset = sectorOffset(fatSector);
    return offset === null ? null : buffer.readUInt32LE(offset + (sector % perSector) * 4);
  };

  const names = new Set<string>();
  let sector = buffer.readUInt32LE(0x30);
  for (let hops = 0; sector !== END_OF_CHAIN; hops++) {
    const offset = sectorOffset(sector);
    if (offset === null || hops > sectorCount) return null;
    for (let entry = offset; entry < offset + sectorSize; entry += 128) {
      const nameBytes = buffer.readUInt16LE(entry + 64);
      if (buffer[entry + 66] !== STREAM || nameBytes < 2 || nameBytes > 64) continue;
      names.add(buffer.toString('utf16le', entry, entry + nameBytes - 2));
    }
    const next = nextSector(sector);
    if (next === null || (next > MAX_SECTOR && next !== END_OF_CHAIN)) return null;
    sector = next;
  }
  return names;
}

/** A compound file's real type: Word 97-2003 or Excel 97-2003, nothing else we accept. */
function legacyOfficeType(buffer: Buffer): string | undefined {
  const names = compoundFileStreamNames(buffer);
  if (!names) return undefined;
  if (names.has('WordDocument')) return FILE_KINDS.doc.mimeType;
  if (names.has('Workbook') || names.has('Book')) return FILE_KINDS.xls.mimeType;
  return undefined;
}

/**
 * The MIME type of a file found in its content (magic bytes), never in its name or the type
 * the browser sent. Undefined when the content is of no known type.
 */
export async function detectMimeType(buffer: Buffer): Promise<string | undefined> {
  const found = await fileTypeFromBuffer(buffer);
  if (!found) return undefined;
  if (found.mime === 'application/x-cfb') return legacyOfficeType(buffer);
  return found.mime;
}
