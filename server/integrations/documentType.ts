import { isZip, type Detected } from '../storage/files';

/**
 * The document type of an upload by its content, never its name (DESIGN.md "Data"):
 * PDF (`%PDF-`), Word 97-2003 (an OLE2 compound file holding a `WordDocument` stream) or
 * Word 2007+ (a zip archive holding `word/document.xml`). Null for anything else.
 */
export function detectDocument(buf: Buffer): Detected | null {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-')
    return { ext: 'pdf', mime: 'application/pdf' };
  if (isOle2(buf) && buf.includes(Buffer.from('WordDocument', 'utf16le')))
    return { ext: 'doc', mime: 'application/msword' };
  if (isZip(buf) && zipEntryNames(buf).includes('word/document.xml'))
    return {
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
  return null;
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** An OLE2 compound file (Office 97-2003: .doc, .xls), by its 8-byte signature. */
export const isOle2 = (buf: Buffer) => buf.length >= 512 && buf.subarray(0, 8).equals(OLE2);

/** Names in a zip's central directory (empty when the archive is malformed). */
export function zipEntryNames(buf: Buffer): string[] {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= lowest; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return [];
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buf.length) return [];
    names.push(buf.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
