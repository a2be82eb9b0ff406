import { z } from 'zod';
import { routes } from '../routes';
import { importReply, productCreated } from '../schemas/products';
import { creation, photoUpload, plainFile, removal, shopImport } from './parts';
import * as ps from '../schemas/productSets';
import { shopIn, shopRecordIn, setIn, setOrderIn } from './access';
import { area } from './types';

/** Product sets and product-set orders. */
export const productSetEndpoints = area({
  // --- product sets and product-set orders (spec part 1 §7 "Product sets and their orders") ---
  productSets: {
    ...routes.productSets,
    summary:
      "A shop's product sets with their stock, searched by code, name, brand or barcode; paged when `page` is sent",
    query: ps.productSetListQuery,
    data: z.array(ps.productSetListRow),
    shop: [shopIn('query')],
  },
  productSet: {
    ...routes.productSet,
    summary: 'One product set (data[0]) with its products, packaging and stock',
    query: ps.productSetIdQuery,
    data: z.array(ps.productSetRecord),
    shop: [setIn('query')],
  },
  productSetCreate: {
    ...routes.productSetCreate,
    summary: 'Create a product set of products of the shop; 409 when the code exists in the shop',
    ...creation(ps.productSetInput, productCreated),
  },
  productSetUpdate: {
    ...routes.productSetUpdate,
    summary: 'Update a product set and its products; 409 when the code exists in the shop',
    body: ps.productSetUpdate,
    data: z.object({ id: z.number() }),
    shop: [setIn('body', 'id'), shopIn('body')],
  },
  productSetDelete: {
    ...routes.productSetDelete,
    summary: 'Delete a product set; 400 while it has stock or unfinished set orders',
    ...removal(ps.productSetIdQuery, setIn('query')),
  },
  productSetPics: {
    ...routes.productSetPics,
    summary: 'Photos of a set: item, inner pack, case and the packed set (images by content)',
    ...photoUpload(
      ps.productSetPicFields,
      ps.PRODUCT_SET_PIC_FILES,
      ps.productSetPicReply,
      setIn('body'),
    ),
  },
  productSetImport: {
    ...routes.productSetImport,
    summary:
      'Import product sets from an .xlsx (5 MB, 10,000 rows), products named by code; all rows or none; 400 lists row errors in data: {row_number, message, errors: [{column, message}]}',
    ...shopImport(ps.SET_IMPORT_FILE),
    data: importReply,
  },
  productSetTemplate: {
    ...routes.productSetTemplate,
    summary: 'The .xlsx template of the product-set import',
    ...plainFile,
  },
  setOrders: {
    ...routes.setOrders,
    summary:
      "A shop's product-set orders, newest first, searched by order number or set; paged when `page` is sent",
    query: ps.setOrderListQuery,
    data: z.array(ps.setOrderListRow),
    shop: [shopIn('query')],
  },
  setOrder: {
    ...routes.setOrder,
    summary: 'One product-set order (data[0]) with its set, products, people and next statuses',
    query: ps.setOrderIdQuery,
    data: z.array(ps.setOrderRecord),
    shop: [setOrderIn('query', 'invenset_id')],
  },
  setOrderCreate: {
    ...routes.setOrderCreate,
    summary: 'Ask for a number of sets of one set of the shop (status 1)',
    ...creation(ps.setOrderCreate, z.object({ id: z.number(), ps_orderid: z.string() })),
  },
  setOrderUpdate: {
    ...routes.setOrderUpdate,
    summary:
      'Change a set order: the shop its count while at status 1; staff the picker, packer, adjusted count and the next status (at 4 the stock moves)',
    body: ps.setOrderUpdate,
    data: z.object({ id: z.number(), is_status: z.number(), return_product_set: z.number() }),
    shop: shopRecordIn(setOrderIn('body', 'id')),
  },
  setOrderDelete: {
    ...routes.setOrderDelete,
    summary: 'Delete a set order: the shop while at status 1, staff before status 4',
    ...removal(ps.setOrderDeleteQuery, setOrderIn('query', 'id')),
  },
});
