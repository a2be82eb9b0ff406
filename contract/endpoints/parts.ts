import { z } from 'zod';
import { IMPORT_FILE_LIMIT, UPLOAD_LIMIT } from '../limits';
import { emptyQuery } from '../schemas/common';
import { productImportFields } from '../schemas/products';
import { shopIn, shopRecordIn } from './access';
import type { ShopScope } from './types';

/**
 * Parts of an endpoint that repeat across the areas, spread into an entry after its route and
 * summary: creating and deleting a shop's record, a record's photos, a shop's spreadsheet
 * import and a file reply.
 */

/** Create a record of the shop the body names. */
export const creation = <B extends z.ZodType, D extends z.ZodType>(body: B, data: D) => ({
  body,
  data,
  shop: [shopIn('body')],
});

/** Delete a shop's record named in the query: the reply has no data. */
export const removal = <Q extends z.ZodType>(query: Q, record: ShopScope) => ({
  query,
  data: z.null(),
  shop: [record],
});

/**
 * Photos of a shop's record (images by content): the form fields name the shop and the
 * record (`record`), which must belong to that shop.
 */
export const photoUpload = <B extends z.ZodType, D extends z.ZodType>(
  body: B,
  files: readonly string[],
  data: D,
  record: ShopScope,
) => ({
  body,
  multipart: { files, maxFileSize: UPLOAD_LIMIT },
  data,
  shop: shopRecordIn(record),
});

/** A spreadsheet of one shop's records (the form field `shop_id`, the file field `file`). */
export const shopImport = (file: string) => ({
  body: productImportFields,
  multipart: { files: [file], maxFileSize: IMPORT_FILE_LIMIT },
  shop: [shopIn('body')],
});

/** A file that names no shop and takes no query (an import's template). */
export const plainFile = {
  query: emptyQuery,
  data: z.unknown(),
  reply: 'file',
  shop: 'none',
} as const;
