import { inflateRawSync } from 'node:zlib';
import { th } from '../../../i18n/th';
import { isZip } from '../../storage/files';
import { FileRefused } from './errors';

/**
 * The zip layer of a spreadsheet upload, read by hand so nothing is unpacked before it
 * is judged. An .xlsx is a zip archive whose central directory, at the end of the file,
 * says how large every entry unpacks to: a small file that would unpack to hundreds of
 * megabytes is refused from those few bytes. An entry is later unpacked only up to its
 * declared size, so a directory that lies costs no more than an honest one.
 */

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** An .xlsx has a few dozen entries; thousands means something else. */
const MAX_ENTRIES = 2000;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;
const STORED = 0;
const DEFLATED = 8;

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** Not a zip archive at all, or a zip that holds something else than a workbook. */
const notXlsx = () => new FileRefused(th.server.import_xlsx_only);
/** A zip by its signature whose structure cannot be read: damaged, truncated or in a form not read here. */
const damaged = () => new FileRefused(th.server.import_damaged);
const tooLarge = () => new FileRefused(th.server.import_unpacked_too_large);

function findEndRecord(buf: Buffer): number {
  const last = buf.length - EOCD_SIZE;
  for (let i = last; i >= Math.max(0, last - MAX_COMMENT); i--) {
    if (buf.readUInt32LE(i) === EOCD && i + EOCD_SIZE + buf.readUInt16LE(i + 20) === buf.length) {
      return i;
    }
  }
  return -1;
}

/**
 * Reads the central directory of an upload. Refuses what is not a zip (not a spreadsheet);
 * as damaged or unreadable, a zip cut short or with a broken directory, the zip64 format
 * (its sizes hide behind 0xFFFF / 0xFFFFFFFF markers, and no upload under the limits
 * needs it), archives split over disks and encrypted entries; and, as soon as the declared
 * unpacked sizes add up past `unpackedLimit`, the whole file.
 */
export function readCentralDirectory(buf: Buffer, unpackedLimit: number): ZipEntry[] {
  if (!isZip(buf)) throw notXlsx();
  if (buf.length < EOCD_SIZE) throw damaged();
  const end = findEndRecord(buf);
  if (end < 0) throw damaged();
  if (end >= 20 && buf.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw damaged();
  const [disk, cdDisk, onDisk, count] = [4, 6, 8, 10].map((o) => buf.readUInt16LE(end + o));
  const cdSize = buf.readUInt32LE(end + 12);
  const cdOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw damaged();
  if (disk !== 0 || cdDisk !== 0 || onDisk !== count) throw damaged();
  if (count === 0 || count > MAX_ENTRIES) throw notXlsx();
  if (cdOffset + cdSize !== end) throw damaged();

  const entries: ZipEntry[] = [];
  let total = 0;
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) throw damaged();
    const entry: ZipEntry = {
      name: '',
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      crc: buf.readUInt32LE(p + 16),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      offset: buf.readUInt32LE(p + 42),
    };
    const [nameLength, extraLength, commentLength] = [28, 30, 32].map((o) =>
      buf.readUInt16LE(p + o),
    );
    if ([entry.compressedSize, entry.size, entry.offset].includes(0xffffffff)) throw damaged();
    if (entry.flags & FLAG_ENCRYPTED) throw damaged();
    total += entry.size;
    if (total > unpackedLimit) throw tooLarge();
    const next = p + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw damaged();
    entry.name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    entries.push(entry);
    p = next;
  }
  if (p !== end) throw damaged();
  return entries;
}

/**
 * The content of one entry, found through its local header (which must agree with the
 * directory) and unpacked to at most its declared size: more is refused, less or a
 * broken stream means a damaged file.
 */
export function extractEntry(buf: Buffer, entry: ZipEntry): Buffer {
  const p = entry.offset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw damaged();
  const nameLength = buf.readUInt16LE(p + 26);
  const start = p + 30 + nameLength + buf.readUInt16LE(p + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length || buf.toString('utf8', p + 30, p + 30 + nameLength) !== entry.name) {
    throw damaged();
  }
  if (buf.readUInt16LE(p + 8) !== entry.method) throw damaged();
  const data = buf.subarray(start, end);
  if (entry.method === STORED) {
    if (data.length !== entry.size) throw damaged();
    return data;
  }
  if (entry.method !== DEFLATED) throw damaged();
  let out: Buffer;
  try {
    out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (err) {
    throw (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? tooLarge() : damaged();
  }
  if (out.length !== entry.size) throw damaged();
  return out;
}

/** Bytes per piece handed to the parser: it gathers every XML event of a piece at once. */
const PIECE = 16 * 1024;

/**
 * Splits XML text into pieces that never cut a UTF-8 character in two: exceljs decodes
 * each piece on its own, and a Thai letter (3 bytes) cut at a piece boundary would
 * come out as U+FFFD.
 */
function* utf8Pieces(data: Buffer) {
  let start = 0;
  while (start < data.length) {
    let end = Math.min(start + PIECE, data.length);
    while (end < data.length && end > start + 1 && (data[end] & 0xc0) === 0x80) end--;
    yield data.subarray(start, end);
    start = end;
  }
}

/**
 * A zip of stored (already unpacked) entries, as the pieces of a stream: each entry is a
 * local header with its sizes, then its data, and the archive ends with an empty end
 * record. A streaming parser given these pieces sees only entries the guard measured,
 * in the order given. The parsers used here do not check CRCs; the given ones are kept.
 */
export function* storedZip(files: Iterable<{ name: string; crc: number; data: Buffer }>) {
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAG_UTF8, 6);
    header.writeUInt16LE(STORED, 8);
    header.writeUInt32LE(file.crc >>> 0, 14);
    header.writeUInt32LE(file.data.length, 18);
    header.writeUInt32LE(file.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    yield Buffer.concat([header, name]);
    yield* utf8Pieces(file.data);
  }
  const end = Buffer.alloc(EOCD_SIZE);
  end.writeUInt32LE(EOCD, 0);
  yield end;
}
