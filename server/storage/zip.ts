import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The zip guard of every upload that is a zip archive (a spreadsheet, a Word 2007+
 * document). It reads the central directory first: an archive whose entries are too many,
 * or whose declared unpacked sizes add up past the limit, is refused from those few bytes,
 * before anything is unpacked. An entry is then unpacked only on request, and only up to
 * its declared size: a directory that lies about a size costs no more than an honest one.
 */

/** Why an archive is refused; each caller says it in its own words. */
export type ZipProblem = 'damaged' | 'too_large' | 'too_many_entries';

export class ZipRefused extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip archive refused: ${problem}`);
  }
}

export interface ZipLimits {
  /** Entries in the central directory. */
  entries: number;
  /** Bytes that all entries together declare they unpack to. */
  unpacked: number;
}

/** A size of 0xFFFFFFFF is a zip64 marker; still there, the zip64 field that replaces it is missing. */
const ZIP64_MARKER = 0xffffffff;
const STORED = 0;

const damaged = () => new ZipRefused('damaged');

export class ZipArchive {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: ReadonlyMap<string, Entry>,
  ) {}

  /**
   * Reads the central directory. Refuses as damaged what is not a readable zip (cut short,
   * a broken directory, sizes that contradict themselves); with `limits`, refuses an
   * archive with too many entries or too large unpacked, as soon as the directory says so.
   */
  static async open(buffer: Buffer, limits?: ZipLimits): Promise<ZipArchive> {
    const entries = new Map<string, Entry>();
    try {
      // Sizes are checked here, against the bytes actually unpacked (see `read`).
      const zip = await yauzl.fromBufferPromise(buffer, {
        lazyEntries: true,
        validateEntrySizes: false,
      });
      if (limits && zip.entryCount > limits.entries) throw new ZipRefused('too_many_entries');
      let total = 0;
      for await (const entry of zip.eachEntry()) {
        const { compressedSize, uncompressedSize, compressionMethod } = entry;
        if (compressedSize === ZIP64_MARKER || uncompressedSize === ZIP64_MARKER) throw damaged();
        const encrypted = entry.isEncrypted();
        if (compressionMethod === STORED && !encrypted && compressedSize !== uncompressedSize) {
          throw damaged();
        }
        total += uncompressedSize;
        if (limits && total > limits.unpacked) throw new ZipRefused('too_large');
        entries.set(entry.fileName, entry);
      }
      return new ZipArchive(zip, entries);
    } catch (err) {
      throw err instanceof ZipRefused ? err : damaged();
    }
  }

  /** Entry names, in directory order. */
  get names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string) {
    return this.entries.has(name);
  }

  /**
   * The content of an entry, unpacked to at most its declared size: one byte more is
   * refused as too large (the unpacking stops there), fewer bytes or a broken stream, an
   * encrypted entry or an unknown compression method mean a damaged archive.
   */
  async read(name: string): Promise<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw damaged();
    const chunks: Buffer[] = [];
    let size = 0;
    let stream: Readable | undefined;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > entry.uncompressedSize) throw new ZipRefused('too_large');
        chunks.push(chunk);
      }
    } catch (err) {
      throw err instanceof ZipRefused ? err : damaged();
    } finally {
      stream?.destroy();
    }
    if (size !== entry.uncompressedSize) throw damaged();
    return Buffer.concat(chunks, size);
  }
}
