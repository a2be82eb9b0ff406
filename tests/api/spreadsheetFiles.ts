/** Spreadsheet files built byte by byte, for what a spreadsheet library would not write. */

/** A zip written by hand: local headers, data, central directory, end record. */
export function zip(entries: { name: string; data: Buffer; method: 0 | 8; size: number }[]) {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    // The central record repeats the local header's fields, 2 bytes further on (after the
    // "version made by" it adds): version needed, method, sizes, name length.
    const entry = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(e.method, at + 4);
      header.writeUInt32LE(e.data.length, at + 14);
      header.writeUInt32LE(e.size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entry(local, 4);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    entry(dir, 6);
    dir.writeUInt32LE(offset, 42);
    parts.push(local, name, e.data);
    central.push(dir, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

export const stored = (name: string, text: string) => {
  const data = Buffer.from(text);
  return { name, data, method: 0 as const, size: data.length };
};

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/** One BIFF record: type, length, data. */
const record = (type: number, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
};

/** A directory entry of a compound file (128 bytes). */
function directoryEntry(name: string, type: number, child: number, start: number, size: number) {
  const e = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  encoded.copy(e, 0);
  e.writeUInt16LE(encoded.length, 64);
  e.writeUInt8(type, 66);
  e.writeUInt8(1, 67); // black
  e.writeUInt32LE(FREE, 68); // left sibling
  e.writeUInt32LE(FREE, 72); // right sibling
  e.writeUInt32LE(child, 76);
  e.writeUInt32LE(start, 116);
  e.writeUInt32LE(size, 120);
  return e;
}

const unusedEntry = () => Buffer.alloc(128).fill(0xff, 68, 80);

/**
 * An Excel 97-2003 workbook as Excel saves it: a version 3 compound file (OLE2) whose
 * `Workbook` stream holds BIFF8 records (workbook globals BOF, EOF), padded to the size
 * below which a stream would move to the mini stream. `streamName` names it otherwise
 * (`WordDocument`: the same container as a Word 97-2003 file).
 */
export function compoundFile(streamName = 'Workbook'): Buffer {
  const bof = Buffer.alloc(16);
  bof.writeUInt16LE(0x0600, 0); // BIFF8
  bof.writeUInt16LE(0x0005, 2); // workbook globals
  const biff = Buffer.concat([record(0x0809, bof), record(0x000a, Buffer.alloc(0))]);
  const data = Buffer.alloc(4096);
  biff.copy(data);
  const dataSectors = data.length / SECTOR;

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // directory at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END_OF_CHAIN, 60); // no mini FAT
  header.writeUInt32LE(END_OF_CHAIN, 68); // no DIFAT sectors
  header.fill(0xff, 76);
  header.writeUInt32LE(0, 76); // the FAT is sector 0

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);
  for (let i = 0; i < dataSectors; i++) {
    fat.writeUInt32LE(i === dataSectors - 1 ? END_OF_CHAIN : 3 + i, (2 + i) * 4);
  }
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, END_OF_CHAIN, 0),
    directoryEntry(streamName, 2, FREE, 2, data.length),
    unusedEntry(),
    unusedEntry(),
  ]);
  return Buffer.concat([header, fat, directory, data]);
}
