import { th } from '../../i18n/th';
import type { DbOrTx, Tx } from '../db/client';
import { afterCommit, transaction } from '../db/transaction';
import { ApiError } from '../errors';
import { detectImage } from './fileType';
import type { FileStore } from './files';

/** A photo of an upload that is an image, with the column it fills. */
export interface AcceptedPhoto<C extends string> {
  column: C;
  buffer: Buffer;
  ext: string;
}

/**
 * The photos sent under the upload fields of `columns` (field → column), each an image;
 * 400 with the message under every field that is not one.
 */
export async function acceptedPhotos<C extends string>(
  uploads: Partial<Record<string, { buffer: Buffer }>>,
  columns: Record<string, C>,
): Promise<AcceptedPhoto<C>[]> {
  const accepted: AcceptedPhoto<C>[] = [];
  const errors: Record<string, string> = {};
  for (const [field, column] of Object.entries(columns)) {
    const file = uploads[field];
    if (!file) continue;
    const kind = await detectImage(file.buffer);
    if (kind) accepted.push({ column, buffer: file.buffer, ext: kind.ext });
    else errors[field] = th.server.image_only;
  }
  if (Object.keys(errors).length) throw new ApiError(400, th.server.image_only, errors);
  return accepted;
}

/** Removes stored files; one already gone, or that cannot go now, is left. */
export const removeStored = async (files: FileStore, keys: string[]) => {
  await Promise.all(keys.map((k) => files.remove(k).catch(() => undefined)));
};

/**
 * Stores the accepted photos, then runs `save` with their keys by column; when anything
 * fails, the files just stored are removed again.
 */
export async function savePhotos<C extends string, T>(
  files: FileStore,
  accepted: AcceptedPhoto<C>[],
  save: (stored: Partial<Record<C, string>>) => Promise<T>,
): Promise<T> {
  const stored: Partial<Record<C, string>> = {};
  try {
    for (const a of accepted) stored[a.column] = await files.put(a.buffer, a.ext);
    return await save(stored);
  } catch (e) {
    await removeStored(files, Object.values(stored) as string[]);
    throw e;
  }
}

/**
 * Replaces a record's one photo by the image uploaded under `field` (400 with `required`
 * under it when none was sent): the file is stored, then `swap` writes its key in a
 * transaction and answers the key it replaced, whose file goes once that commits. Answers
 * the new key.
 */
export async function replacePhoto(
  db: DbOrTx,
  files: FileStore,
  upload: { field: string; file: { buffer: Buffer } | undefined; required: string },
  swap: (tx: Tx, key: string) => Promise<string | null | undefined>,
): Promise<string> {
  const { field, file, required } = upload;
  if (!file) throw new ApiError(400, required, { [field]: required });
  const accepted = await acceptedPhotos({ [field]: file }, { [field]: 'photo' });
  return savePhotos(files, accepted, async ({ photo }) => {
    const key = photo as string;
    await transaction(db, async (tx) => {
      const old = await swap(tx, key);
      if (old) await afterCommit(tx, () => files.remove(old).catch(() => undefined));
    });
    return key;
  });
}
