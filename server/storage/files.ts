import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The types stored photos are served with (the images that uploads accept). */
export { MIME_OF_EXT } from './fileType';

/** Where uploaded files live; keys are generated names, never the user's file name. */
export interface FileStore {
  put(content: Buffer, ext: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]{8,80}\.[a-z0-9]{2,5}$/;
/** Whether a key has the form of a generated name; any other key is never looked up. */
export const isFileKey = (key: string) => KEY.test(key);
/** A new generated name with the given extension. */
export const newFileKey = (ext: string) => `${randomUUID()}.${ext}`;

/** Files in a local directory (the default store). */
export class LocalFileStore implements FileStore {
  constructor(private readonly dir: string) {}

  async put(content: Buffer, ext: string) {
    await mkdir(this.dir, { recursive: true });
    const key = newFileKey(ext);
    await writeFile(path.join(this.dir, key), content, { flag: 'wx' });
    return key;
  }

  async get(key: string) {
    if (!isFileKey(key)) return null;
    try {
      return await readFile(path.join(this.dir, key));
    } catch {
      return null;
    }
  }

  async remove(key: string) {
    if (isFileKey(key)) await rm(path.join(this.dir, key), { force: true });
  }
}
