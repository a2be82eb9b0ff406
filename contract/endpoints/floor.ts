import { z } from 'zod';
import { routes } from '../routes';
import * as floor from '../schemas/floor';
import { area } from './types';

/** The warehouse floor: pick lists and scan to pack (staff; every shop's orders). */
export const floorEndpoints = area({
  pickListCreate: {
    ...routes.pickListCreate,
    summary:
      'A pick list of confirmed orders (none on another list): they move to picking, and its lines say how many of each item to take from which bin, in walking order',
    body: floor.pickListCreateBody,
    data: floor.pickListCreated,
    shop: 'none',
  },
  pickList: {
    ...routes.pickList,
    summary: 'A pick list: its orders and its lines by bin in walking order',
    query: floor.pickListQuery,
    data: floor.pickListRecord,
    shop: 'none',
  },
  pickLine: {
    ...routes.pickLine,
    summary:
      'Records how many of a pick line were taken; fewer than asked needs the reason (a short pick)',
    body: floor.pickLineBody,
    data: floor.pickLineReply,
    shop: 'none',
  },
  pickListPdf: {
    ...routes.pickListPdf,
    summary:
      'A pick list as a printable A4 PDF: its number as a Code 128 barcode, its orders, and its lines by bin in walking order with a box to tick each',
    query: floor.pickListQuery,
    data: z.unknown(),
    reply: 'file',
    shop: 'none',
  },
  packOrder: {
    ...routes.packOrder,
    summary:
      'An order to pack: its lines with what is packed and what each of their barcodes counts',
    query: floor.packOrderQuery,
    data: floor.packOrder,
    shop: 'none',
  },
  packScan: {
    ...routes.packScan,
    summary:
      "One scan into an order's parcel: the line the barcode names counts up by its pack size, never past the order; the last line moves the order to packed",
    body: floor.packScanBody,
    data: floor.packScanReply,
    shop: 'none',
  },
  packOverride: {
    ...routes.packOverride,
    summary: 'Packs an order without scanning, with the reason recorded',
    body: floor.packOverrideBody,
    data: floor.packOverrideReply,
    shop: 'none',
  },
});
