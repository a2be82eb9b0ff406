/**
 * The measured entries of a spreadsheet, handed to exceljs's streaming reader as a zip of
 * stored (already unpacked) entries: the reader then parses only bytes the zip guard has
 * counted, never the upload's own compressed streams.
 */

const LOCAL = 0x04034b50;
const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const FLAG_UTF8 = 0x800;
const STORED = 0;

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
 * in the order given. The reader checks no CRC: the CRC fields are left at 0.
 */
export function* storedZip(files: Iterable<{ name: string; data: Buffer }>) {
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAG_UTF8, 6);
    header.writeUInt16LE(STORED, 8);
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
