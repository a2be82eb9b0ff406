import { z } from 'zod';
import { routes } from '../routes';
import {
  fileQuery,
  importReply,
  PRODUCT_PIC_FILES,
  productIdQuery,
  productInput,
  productListQuery,
  productListRow,
  productCreated,
  productPicFields,
  productPicReply,
  productRecord,
  productUpdate,
} from '../schemas/products';
import { creation, photoUpload, plainFile, removal, shopImport } from './parts';
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
    ...creation(productInput, productCreated),
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
    ...removal(productIdQuery, productIn('query')),
  },
  productPics: {
    ...routes.productPics,
    summary: 'Upload the item, inner-pack and case photos (images only, judged by content)',
    ...photoUpload(productPicFields, PRODUCT_PIC_FILES, productPicReply, productIn('body')),
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
      'Import products from an .xlsx (5 MB, 10,000 rows); all rows or none; 400 lists row errors in data: {row_number, message, errors: [{column, message}]}',
    ...shopImport('products'),
    data: importReply,
  },
  productTemplate: {
    ...routes.productTemplate,
    summary: 'The import template spreadsheet (Thai headings, one sample row)',
    ...plainFile,
  },
});
