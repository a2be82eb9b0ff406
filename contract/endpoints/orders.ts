import { z } from 'zod';
import { routes } from '../routes';
import { emptyQuery, tabCount } from '../schemas/common';
import { importReply } from '../schemas/products';
import { creation, photoUpload, plainFile, removal, shopImport } from './parts';
import * as ps from '../schemas/productSets';
import * as ord from '../schemas/orders';
import * as lbl from '../schemas/labels';
import * as ful from '../schemas/fulfilment';
import { auditRow } from '../schemas/roles';
import { shopIn, shopRecordIn, orderIn } from './access';
import { area } from './types';

/**
 * Customer orders, and confirming and shipping them (the marketplaces' part of the orders
 * section is marketplaces.ts).
 */

/** Customer orders: list, record, changes, statuses, the import and the product picker. */
export const orderEndpoints = area({
  // --- customer orders (spec part 2 §7.4; DESIGN.md "customer order") ---
  orders: {
    ...routes.orders,
    summary:
      "A shop's orders, newest first, searched by order number, customer, phone or tracking number; paged when `page` is sent",
    query: ord.orderListQuery,
    data: z.array(ord.orderListRow),
    shop: [shopIn('query')],
  },
  order: {
    ...routes.order,
    summary: 'One order (data[0]) with its lines, their prices and the stock available now',
    query: ord.orderIdQuery,
    data: z.array(ord.orderRecord),
    shop: [orderIn('query', 'order_id')],
  },
  orderCreate: {
    ...routes.orderCreate,
    summary:
      'Create a draft order of products and sets of the shop, each line at most the stock available; the server computes the total',
    ...creation(
      ord.orderCreate,
      z.object({ id: z.number(), order_id: z.string(), total_price: z.number() }),
    ),
  },
  orderUpdate: {
    ...routes.orderUpdate,
    summary: 'Change a draft order (is_order 0), or cancel it (9); other states are read-only',
    body: ord.orderUpdate,
    data: z.object({ id: z.number(), total_price: z.number(), is_order: z.number() }),
    shop: shopRecordIn(orderIn('body', 'id')),
  },
  orderDelete: {
    ...routes.orderDelete,
    summary: 'Delete a draft order (is_order 0)',
    ...removal(ord.orderDeleteQuery, orderIn('query', 'id')),
  },
  orderCurrentStatus: {
    ...routes.orderCurrentStatus,
    summary:
      "The statuses the caller may choose for the order now: the shop's draft may stay a draft or be cancelled",
    query: ord.orderIdQuery,
    data: z.array(ord.orderStatusRow),
    shop: [orderIn('query', 'order_id')],
  },
  orderStatuses: {
    ...routes.orderStatuses,
    summary: 'The order status catalogue (is_order) with Thai names',
    query: emptyQuery,
    data: z.array(ord.orderStatusRow),
    shop: 'none',
  },
  orderPic: {
    ...routes.orderPic,
    summary: "The photo of a draft order (an image by content); replaces the order's photo",
    ...photoUpload(
      ord.orderPicFields,
      [ord.ORDER_PIC_FILE],
      ord.orderPicReply,
      orderIn('body', 'order_id'),
    ),
  },
  orderImport: {
    ...routes.orderImport,
    summary:
      'Import draft orders from an .xlsx (5 MB, 10,000 rows): rows of one reference are one order; all or none; 400 lists row errors in data: {row_number, message, errors: [{column, message}]}',
    ...shopImport(ord.ORDER_IMPORT_FILE),
    data: importReply,
  },
  orderImportErrors: {
    ...routes.orderImportErrors,
    summary:
      'The order import file sent back with an error column (the import checks, nothing written)',
    ...shopImport(ord.ORDER_IMPORT_FILE),
    data: z.unknown(),
    reply: 'file',
  },
  orderTemplate: {
    ...routes.orderTemplate,
    summary: 'The .xlsx template of the order import',
    ...plainFile,
  },
  orderProducts: {
    ...routes.orderProducts,
    summary:
      "The order form's product picker: the shop's products with stock available, searched and paged",
    query: ord.stockPickQuery,
    data: z.array(ord.stockPickRow),
    shop: [shopIn('query')],
  },
  orderAudit: {
    ...routes.orderAudit,
    summary:
      "An order's history: each status it passed (confirmed, picking, packed with a pack override's reason, shipped, …), with who moved it and when; newest first",
    query: ord.orderAuditQuery,
    data: z.array(auditRow),
    shop: [orderIn('query', 'order_id')],
  },
});

/**
 * The rest of the orders section, after the marketplaces in the table: the set pickers,
 * shipping labels and the set orders' officers.
 */
export const orderPickEndpoints = area({
  orderSets: {
    ...routes.orderSets,
    summary:
      "The order form's set picker: the shop's product sets with assembled stock available, searched and paged",
    query: ord.stockPickQuery,
    data: z.array(ord.stockPickRow),
    shop: [shopIn('query')],
  },
  orderLabels: {
    ...routes.orderLabels,
    summary:
      'Shipping labels with packing slips of the chosen orders, one PDF page per order in the order asked (beyond the spec)',
    query: lbl.orderLabelsQuery,
    data: z.unknown(),
    reply: 'file',
    // `ids` is a list: server/routes/orderLabels.ts answers 404 for an order outside the caller's shops.
    shop: 'none',
  },
  setPicker: {
    ...routes.setPicker,
    summary: "The single-set picker of the add-order screen: the shop's sets, searched and paged",
    query: ps.setPickerQuery,
    data: z.array(ps.productSetListRow),
    shop: [shopIn('query')],
  },
  officers: {
    ...routes.officers,
    summary: 'Active staff who may be picker or packer of a set order',
    query: emptyQuery,
    data: z.array(ps.officerRow),
    shop: 'none',
  },
});

/** Confirming and shipping orders. */
export const fulfilmentEndpoints = area({
  // --- confirming and shipping orders (spec part 3 §7 "Orders"; DESIGN.md "customer order") ---
  confirmOrders: {
    ...routes.confirmOrders,
    summary:
      "The confirm-order list: a shop's orders, newest first, searched by number, customer, phone or tracking number; paged when `page` is sent",
    query: ful.confirmListQuery,
    data: z.array(ful.fulfilmentRow),
    shop: [shopIn('query')],
  },
  confirmOrderTabs: {
    ...routes.confirmOrderTabs,
    summary:
      "The confirm-order list's tabs with how many of the shop's orders (as searched) each holds, counted up to 1,000",
    query: ful.confirmTabsQuery,
    data: z.array(tabCount),
    shop: [shopIn('query')],
  },
  confirmOrderStatuses: {
    ...routes.confirmOrderStatuses,
    summary:
      "The confirm-order edit's status choices: the order's status and those the caller may move it to now",
    query: ord.orderIdQuery,
    data: z.array(ord.orderStatusRow),
    shop: [orderIn('query', 'order_id')],
  },
  confirmOrder: {
    ...routes.confirmOrder,
    summary:
      'Move one order to the chosen status (confirm reserves its stock, shipping takes it out, a return puts it back, cancelling releases it); the same status again changes nothing',
    body: ful.confirmOrderBody,
    data: ful.movedOrder,
    shop: shopRecordIn(orderIn('body', 'id')),
  },
  confirmOrdersBulk: {
    ...routes.confirmOrdersBulk,
    summary:
      'Confirm the selected orders, each whole or not at all: the reply lists those confirmed and, with the reason, those that could not be',
    body: ful.confirmOrdersBody,
    data: ful.bulkReply,
    // A list of orders: each is checked against the caller's shops by server/domain/fulfilment.ts.
    shop: 'none',
  },
  shippingOrders: {
    ...routes.shippingOrders,
    summary:
      'The shipping-order list: confirmed to returned orders by shop (search_mode 1) or by delivery channel (2, delivery_mode), newest first; paged when `page` is sent',
    query: ful.shippingListQuery,
    data: z.array(ful.fulfilmentRow),
    // shop_id is optional in mode 2: without it the handler keeps a shop user to their own shops.
    shop: [{ ...shopIn('query'), optional: true }],
  },
  shippingOrderTabs: {
    ...routes.shippingOrderTabs,
    summary:
      "The shipping-order list's tabs with how many of its orders (as searched) each holds, counted up to 1,000",
    query: ful.shippingTabsQuery,
    data: z.array(tabCount),
    shop: [{ ...shopIn('query'), optional: true }],
  },
  shipOrdersBulk: {
    ...routes.shipOrdersBulk,
    summary:
      "Ship the selected orders: a carrier's tracking number each and their reserved stock out of the warehouse; the reply lists those shipped and, with the reason, those that could not be",
    body: ful.shipOrdersBody,
    data: ful.bulkReply,
    shop: 'none',
  },
});
