// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { deflateSync } from 'node:zlib';
import {
  detectDocument,
  detectImage,
  detectSpreadsheet,
  MIME_OF_EXT,
} from '../../server/storage/fileType';
import { compoundFile, stored, zip } from '../api/spreadsheetFiles';

/** A PNG chunk (file-type reads the structure, not the CRC, left at 0). */
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
};
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ihdr = chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]));
const idat = chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0])));
const iend = chunk('IEND', Buffer.alloc(0));
const PNG = Buffer.concat([SIGNATURE, ihdr, idat, iend]);
/** An animated PNG: an acTL chunk before the image data. */
const APNG = Buffer.concat([SIGNATURE, ihdr, chunk('acTL', Buffer.alloc(8)), idat, iend]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10', 'latin1');
const BMP = Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(60)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const TEXT = Buffer.from('รหัสสินค้า,ชื่อสินค้า\nA-1,สบู่\n');
const DOCX = zip([stored('[Content_Types].xml', '<Types/>'), stored('word/document.xml', '<w/>')]);
const OTHER_ZIP = zip([stored('[Content_Types].xml', '<Types/>'), stored('notes.txt', 'x')]);

async function xlsx() {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('สินค้า').addRow(['รหัสสินค้า']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('images, by content', () => {
  it('accepts jpg, png (animated too), gif and webp', async () => {
    expect(await detectImage(JPG)).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await detectImage(PNG)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await detectImage(APNG)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await detectImage(GIF)).toEqual({ ext: 'gif', mime: 'image/gif' });
    expect(await detectImage(WEBP)).toEqual({ ext: 'webp', mime: 'image/webp' });
    expect(MIME_OF_EXT).toEqual({
      jpg: 'image/jpeg',
      png: 'image/png',
      gif: 'image/gif',
      webp: 'image/webp',
    });
  });

  it('refuses other images, documents, text, and a bare PNG signature', async () => {
    for (const buf of [BMP, SVG, PDF, TEXT, DOCX, SIGNATURE, Buffer.alloc(0)]) {
      expect(await detectImage(buf)).toBeNull();
    }
  });
});

describe('identity documents, by content', () => {
  it('accepts PDF, Word 97-2003 and Word 2007+', async () => {
    expect(await detectDocument(PDF)).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect(await detectDocument(compoundFile('WordDocument'))).toEqual({
      ext: 'doc',
      mime: 'application/msword',
    });
    expect(await detectDocument(DOCX)).toMatchObject({ ext: 'docx' });
  });

  it('refuses spreadsheets, other zips, images and text', async () => {
    for (const buf of [await xlsx(), compoundFile(), OTHER_ZIP, PNG, TEXT, Buffer.alloc(0)]) {
      expect(await detectDocument(buf)).toBeNull();
    }
  });
});

describe('spreadsheets, by content', () => {
  it('tells an Excel 97-2003 file from a zip, and refuses the rest', async () => {
    expect(await detectSpreadsheet(compoundFile())).toBe('xls');
    expect(await detectSpreadsheet(await xlsx())).toBe('zip');
    expect(await detectSpreadsheet(OTHER_ZIP)).toBe('zip');
    for (const buf of [compoundFile('WordDocument'), PDF, TEXT, PNG]) {
      expect(await detectSpreadsheet(buf)).toBeNull();
    }
  });
});
