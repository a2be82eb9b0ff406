import { api, apiFile } from '../http';

/** The warehouse floor's calls: pick lists and scan to pack (staff). */
export const floorCalls = {
  /** A pick list of the chosen confirmed orders; they move to picking. */
  async createPickList(orderIds: number[]) {
    return (await api('pickListCreate', { body: { order_ids: orderIds } })).data;
  },
  /** A pick list by id, or by its number as scanned (PL000001). */
  async getPickList(by: { id: number } | { code: string }) {
    return (await api('pickList', { query: by })).data;
  },
  /** Records what was taken for a pick line; fewer than asked needs the reason. */
  async pickLine(id: number, picked: number, shortReason?: string) {
    const body =
      shortReason === undefined ? { id, picked } : { id, picked, short_reason: shortReason };
    return (await api('pickLine', { body })).data;
  },
  /** The pick list as a printable PDF: its number's barcode, its orders, its lines by bin. */
  async pickListFile(id: number) {
    return apiFile('pickListPdf', { query: { id } });
  },
  /** The order to pack, by id or by its number as scanned from its packing slip. */
  async getPackOrder(by: { id: number } | { code: string }) {
    return (await api('packOrder', { query: by })).data;
  },
  /** One scan into the order's parcel. */
  async packScan(id: number, barcode: string) {
    return (await api('packScan', { body: { id, barcode } })).data;
  },
  /** Packs the order without scanning, with the reason recorded. */
  async packOverride(id: number, reason: string) {
    return (await api('packOverride', { body: { id, reason } })).data;
  },
};
