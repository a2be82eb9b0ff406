// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { ZipArchive, ZipRefused, type ZipLimits } from '../../server/storage/zip';
import { stored, zip } from '../api/spreadsheetFiles';

const MB = 1024 * 1024;
const LIMITS: ZipLimits = { entries: 100, unpacked: 40 * MB };

async function refusal(step: () => Promise<unknown>) {
  try {
    await step();
  } catch (err) {
    if (err instanceof ZipRefused) return err.problem;
    throw err;
  }
  return 'accepted';
}

const deflated = (name: string, content: Buffer, declared = content.length) => ({
  name,
  data: deflateRawSync(content),
  method: 8 as const,
  size: declared,
});

describe('zip guard: the central directory', () => {
  it('lists the entries of a workbook and unpacks one of them', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('สินค้า').addRow(['รหัสสินค้า', 'ชื่อสินค้า']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    const archive = await ZipArchive.open(buffer, LIMITS);
    expect(archive.names).toContain('xl/workbook.xml');
    expect(archive.has('xl/worksheets/sheet1.xml')).toBe(true);
    const sheet = (await archive.read('xl/worksheets/sheet1.xml')).toString('utf8');
    expect(sheet).toContain('<worksheet');
  });

  it('refuses from the directory alone an archive declaring more than the unpacked limit', async () => {
    // The packed data is not even a deflate stream: nothing was unpacked to refuse it.
    const entry = { name: 'big.xml', data: Buffer.alloc(64, 7), method: 8 as const, size: 0 };
    const bomb = zip([
      { ...entry, size: 30 * MB },
      { ...entry, name: 'big2.xml', size: 11 * MB },
    ]);
    expect(await refusal(() => ZipArchive.open(bomb, LIMITS))).toBe('too_large');
    expect(await refusal(() => ZipArchive.open(bomb, { ...LIMITS, unpacked: 41 * MB }))).toBe(
      'accepted',
    );
  });

  it('refuses an archive with more entries than the limit', async () => {
    const many = zip(Array.from({ length: 101 }, (_, i) => stored(`e${i}.xml`, '<a/>')));
    expect(await refusal(() => ZipArchive.open(many, LIMITS))).toBe('too_many_entries');
    expect(await refusal(() => ZipArchive.open(many, { ...LIMITS, entries: 101 }))).toBe(
      'accepted',
    );
  });

  it('refuses a zip64 size marker with no zip64 field, and what is no zip or is cut short', async () => {
    const marker = zip([{ ...stored('a.xml', '<a/>'), method: 8, size: 0xffffffff }]);
    const good = zip([stored('[Content_Types].xml', '<Types/>'), stored('a.xml', '<a/>')]);
    const inputs = [marker, Buffer.from('%PDF-1.7\n'), good.subarray(0, good.length - 1)];
    for (const input of inputs) {
      expect(await refusal(() => ZipArchive.open(input, LIMITS))).toBe('damaged');
    }
  });
});

describe('zip guard: the bytes actually unpacked', () => {
  it('stops unpacking an entry that inflates past its declared size, and refuses it as too large', async () => {
    const zeros = Buffer.alloc(64 * MB);
    const bomb = zip([deflated('sheet.xml', zeros, 64 * 1024)]);
    expect(bomb.length).toBeLessThan(MB);
    const archive = await ZipArchive.open(bomb, LIMITS);
    const started = performance.now();
    expect(await refusal(() => archive.read('sheet.xml'))).toBe('too_large');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses as damaged an entry that unpacks to fewer bytes than declared, or does not inflate', async () => {
    const text = Buffer.from('<sheetData>ข้อมูล</sheetData>');
    const archive = await ZipArchive.open(
      zip([
        deflated('short.xml', text, text.length + 1),
        deflated('exact.xml', text),
        { name: 'broken.xml', data: Buffer.alloc(40, 0xff), method: 8, size: 40 },
      ]),
      LIMITS,
    );
    expect(await refusal(() => archive.read('short.xml'))).toBe('damaged');
    expect(await refusal(() => archive.read('broken.xml'))).toBe('damaged');
    expect((await archive.read('exact.xml')).equals(text)).toBe(true);
  });

  it('refuses a stored entry whose sizes disagree', async () => {
    const lying = zip([{ ...stored('a.xml', '<a/><b/>'), size: 4 }]);
    expect(await refusal(() => ZipArchive.open(lying, LIMITS))).toBe('damaged');
  });
});
