import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; keys are generated names, never the user's file name. */
export interface FileStore {
  put(content: Buffer, ext: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]{8,80}\.[a-z0-9]{2,5}$/;

/** Files in a local directory (the default store). */
export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  async put(content: Buffer, ext: string) {
    await mkdir(this.dir, { recursive: true });
    const key = `${randomUUID()}.${ext}`;
    await writeFile(path.join(this.dir, key), content, { flag: 'wx' });
    return key;
  }

  async get(key: string) {
    if (!KEY.test(key)) return null;
    try {
      return await readFile(path.join(this.dir, key));
    } catch {
      return null;
    }
  }

  async remove(key: string) {
    if (KEY.test(key)) await rm(path.join(this.dir, key), { force: true });
  }
}

export interface Detected {
  ext: string;
  mime: string;
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  bytes.every((b, i) => buf[offset + i] === b);

/** The image type of a file by its first bytes; null when it is not an image we accept. */
export function detectImage(buf: Buffer): Detected | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png' };
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', mime: 'image/gif' };
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return { ext: 'webp', mime: 'image/webp' };
  return null;
}

/** An .xlsx is a zip archive (PK\x03\x04). */
export const isZip = (buf: Buffer) => startsWith(buf, [0x50, 0x4b, 0x03, 0x04]);

export const MIME_OF_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};
