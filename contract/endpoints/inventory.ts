import { z } from 'zod';
import { routes } from '../routes';
import { photoUpload, removal } from './parts';
import * as inv from '../schemas/inventory';
import { shopIn, shopRecordIn, productIn, inventoryIn } from './access';
import { area } from './types';

/** Stock: inventory items, stock checks, shelves, movements and reorder points. */
export const inventoryEndpoints = area({
  // --- stock (spec part 2 §7.2; DESIGN.md "Stock is a ledger") ---
  inventory: {
    ...routes.inventory,
    summary:
      "A shop's stock items, searched by product code, name, brand or any barcode; paged when `page` is sent",
    query: inv.inventoryListQuery,
    data: z.array(inv.inventoryListRow),
    shop: [shopIn('query')],
  },
  inventoryItem: {
    ...routes.inventoryItem,
    summary: 'One stock item (data[0]) with its shop and the amount its shelf bins hold',
    query: inv.inventoryIdQuery,
    data: z.array(inv.inventoryRecord),
    shop: [inventoryIn('query')],
  },
  inventoryCreate: {
    ...routes.inventoryCreate,
    summary:
      "Add a stock item for a product of the shop with its first balance (an 'initial' movement); 409 when the product has one",
    body: inv.inventoryCreate,
    data: z.object({ id: z.number() }),
    shop: shopRecordIn(productIn('body')),
  },
  inventoryUpdate: {
    ...routes.inventoryUpdate,
    summary:
      "Adjust a stock item to a new quantity (empty keeps it) with a remark and photo; the difference is an 'adjustment' movement",
    body: inv.inventoryUpdate,
    data: z.object({ id: z.number(), inventory: z.number(), change: z.number() }),
    shop: [inventoryIn('body', 'id')],
  },
  inventoryDelete: {
    ...routes.inventoryDelete,
    summary: 'Remove a stock item from the list; 400 while it holds stock; its movements are kept',
    ...removal(inv.inventoryDeleteQuery, inventoryIn('query', 'id')),
  },
  inventoryPic: {
    ...routes.inventoryPic,
    summary:
      'Photo of an adjusted stock (an image by content); the next adjustment of the item records it',
    ...photoUpload(
      inv.inventoryPicFields,
      [inv.INVENTORY_PIC_FILE],
      inv.inventoryPicReply,
      inventoryIn('body'),
    ),
  },
  stockCheck: {
    ...routes.stockCheck,
    summary:
      "Record that the selected stock items were counted and confirmed (a 'stock_check' movement each)",
    body: inv.stockCheckBody,
    data: inv.stockCheckReply,
    // Staff only, who act on every shop.
    shop: 'none',
  },
  shelves: {
    ...routes.shelves,
    summary:
      "Every floor of the warehouse with the product's bins and amounts on it; shelf_code names a floor, empty for all",
    query: inv.shelfQuery,
    data: z.array(inv.shelfFloor),
    shop: [productIn('query')],
  },
  movements: {
    ...routes.movements,
    summary:
      "A stock item's movements, newest first: who, when, kind, quantity, balance, remark, photo",
    query: inv.movementListQuery,
    data: z.array(inv.movementRow),
    shop: [inventoryIn('query')],
  },
  reorderPoint: {
    ...routes.reorderPoint,
    summary:
      "Set or clear the shop's minimum stock of an item; reaching it notifies the shop's users",
    body: inv.reorderPointBody,
    data: z.object({ id: z.number(), reorder_point: z.number().nullable() }),
    shop: [inventoryIn('body')],
  },
});
