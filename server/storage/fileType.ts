import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import { ZipArchive, ZipRefused } from './zip';

/**
 * What an upload is, by its content, never its name or the type the browser sent
 * (DESIGN.md "Data"). The signatures are file-type's; the sets accepted are the portal's.
 */

export interface Detected {
  ext: string;
  mime: string;
}

/** file-type's verdict; undefined when it cannot tell (or the content breaks it). */
async function sniff(buf: Buffer): Promise<FileTypeResult | undefined> {
  try {
    return await fileTypeFromBuffer(buf);
  } catch {
    return undefined;
  }
}

const JPG = { ext: 'jpg', mime: 'image/jpeg' };
const PNG = { ext: 'png', mime: 'image/png' };
const GIF = { ext: 'gif', mime: 'image/gif' };
const WEBP = { ext: 'webp', mime: 'image/webp' };

/** Images accepted as product photos, by file-type's name for them (an animated PNG is a PNG). */
const IMAGES = new Map<string, Detected>([
  ['jpg', JPG],
  ['png', PNG],
  ['apng', PNG],
  ['gif', GIF],
  ['webp', WEBP],
]);

/** The type a stored photo is served with, by the extension its key was given. */
export const MIME_OF_EXT: Record<string, string> = Object.fromEntries(
  [JPG, PNG, GIF, WEBP].map((d) => [d.ext, d.mime]),
);

/** The image type of a file; null when it is not an image we accept (jpg, png, gif, webp). */
export async function detectImage(buf: Buffer): Promise<Detected | null> {
  const type = await sniff(buf);
  return (type && IMAGES.get(type.ext)) ?? null;
}

/**
 * An OLE2 compound file (Office 97-2003) holding a stream of this name: `WordDocument` in
 * a .doc, `Workbook` in an .xls. A compound file's header alone is 512 bytes.
 */
function compoundFileHolds(type: FileTypeResult | undefined, buf: Buffer, stream: string) {
  return type?.ext === 'cfb' && buf.length >= 512 && buf.includes(Buffer.from(stream, 'utf16le'));
}

/** Zips that may be a Word 2007+ file: file-type names the Word formats, or only says zip. */
const WORD_ZIPS = new Set(['zip', 'docx', 'docm', 'dotx', 'dotm']);
/** The same for an Excel 2007+ workbook. */
const EXCEL_ZIPS = new Set(['zip', 'xlsx', 'xlsm', 'xltx', 'xltm']);

/** Whether a zip's central directory lists this entry (false when the zip cannot be read). */
async function zipHolds(buf: Buffer, name: string) {
  try {
    return (await ZipArchive.open(buf)).has(name);
  } catch (err) {
    if (err instanceof ZipRefused) return false;
    throw err;
  }
}

const PDF = { ext: 'pdf', mime: 'application/pdf' };
const DOC = { ext: 'doc', mime: 'application/msword' };
const DOCX = {
  ext: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The document type of an identity-document upload: PDF, Word 97-2003 (a compound file
 * holding a `WordDocument` stream) or Word 2007+ (a zip holding `word/document.xml`).
 * Null for anything else.
 */
export async function detectDocument(buf: Buffer): Promise<Detected | null> {
  const type = await sniff(buf);
  if (type?.ext === 'pdf') return PDF;
  if (compoundFileHolds(type, buf, 'WordDocument')) return DOC;
  if (type && WORD_ZIPS.has(type.ext) && (await zipHolds(buf, 'word/document.xml'))) return DOCX;
  return null;
}

/**
 * What a spreadsheet upload is: `xls` for an Excel 97-2003 workbook (a compound file
 * holding a `Workbook` stream), `zip` for a zip that may be an Excel 2007+ workbook (its
 * entries tell), null for anything else.
 */
export async function detectSpreadsheet(buf: Buffer): Promise<'xls' | 'zip' | null> {
  const type = await sniff(buf);
  if (compoundFileHolds(type, buf, 'Workbook')) return 'xls';
  return type && EXCEL_ZIPS.has(type.ext) ? 'zip' : null;
}
