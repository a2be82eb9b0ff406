import { z } from 'zod';
import { routes } from '../routes';
import { emptyQuery } from '../schemas/common';
import {
  fileQuery,
  importReply,
  PRODUCT_PIC_FILES,
  productIdQuery,
  productImportFields,
  productInput,
  productListQuery,
  productListRow,
  productPicFields,
  productPicReply,
  productRecord,
  productUpdate,
} from '../schemas/products';
import { IMPORT_FILE_LIMIT, UPLOAD_LIMIT } from '../limits';
import { shopIn, productIn } from './access';
import { area } from './types';

/** Products: list, record, create, update, delete, photos and the import. */
export const productEndpoints = area({
  products: {
    ...routes.products,
    summary:
      "A shop's products, searched by code, name, brand or barcode; paged when `page` is sent (also the stock screen's product picker)",
    query: productListQuery,
    data: z.array(productListRow),
    shop: [shopIn('query')],
  },
  product: {
    ...routes.product,
    summary: 'One product (data is a one-element list, as the spec reads data[0])',
    query: productIdQuery,
    data: z.array(productRecord),
    shop: [productIn('query')],
  },
  productCreate: {
    ...routes.productCreate,
    summary: 'Create a product; 409 when the product code exists in the shop',
    body: productInput,
    data: z.object({ id: z.number(), fp_product_id: z.string() }),
    shop: [shopIn('body')],
  },
  productUpdate: {
    ...routes.productUpdate,
    summary: 'Update a product; 409 when the product code exists in the shop',
    body: productUpdate,
    data: z.object({ id: z.number() }),
    shop: [productIn('body', 'id'), shopIn('body')],
  },
  productDelete: {
    ...routes.productDelete,
    summary: 'Delete a product; 400 while it has stock',
    query: productIdQuery,
    data: z.null(),
    shop: [productIn('query')],
  },
  productPics: {
    ...routes.productPics,
    summary: 'Upload the item, inner-pack and case photos (images only, judged by content)',
    body: productPicFields,
    multipart: { files: PRODUCT_PIC_FILES, maxFileSize: UPLOAD_LIMIT },
    data: productPicReply,
    shop: [shopIn('body'), { ...productIn('body'), within: 'shop_id' }],
  },
  productPic: {
    ...routes.productPic,
    summary: 'A product photo, to those who may see the product',
    query: fileQuery,
    data: z.unknown(),
    reply: 'file',
    shop: [{ in: 'query', field: 'key', record: 'productPhoto' }],
  },
  productImport: {
    ...routes.productImport,
    summary:
      'Import products from an .xlsx (5 MB, 10,000 rows); all rows or none; 400 lists row errors in data',
    body: productImportFields,
    multipart: { files: ['products'], maxFileSize: IMPORT_FILE_LIMIT },
    data: importReply,
    shop: [shopIn('body')],
  },
  productTemplate: {
    ...routes.productTemplate,
    summary: 'The import template spreadsheet (Thai headings, one sample row)',
    query: emptyQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
  },
});
