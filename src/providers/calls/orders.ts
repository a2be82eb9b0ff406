// Types only: a value import of the schemas would bring zod into the sign-in page's bundle.
import type { ORDER_IMPORT_FILE, ORDER_PIC_FILE } from '../../../contract/schemas/orders';
import { shopForm } from './shopForm';
import { api, apiFile } from '../http';

const PHOTO_FIELD: typeof ORDER_PIC_FILE = 'orderpic';
const IMPORT_FIELD: typeof ORDER_IMPORT_FILE = 'orders';

const importForm = (shopId: number, file: File) => shopForm(shopId, {}, { [IMPORT_FIELD]: file });

/**
 * Order calls that are not react-admin's CRUD: photo, status choices, import, the marketplaces'
 * connections and their sync log.
 */
export const orderCalls = {
  /** Uploads the photo of a draft order; answers its stored key. */
  async uploadOrderPhoto(shopId: number, orderId: number, file: File) {
    const form = shopForm(shopId, { order_id: orderId }, { [PHOTO_FIELD]: file });
    return (await api('orderPic', { form })).data.pic;
  },
  /** The statuses the caller may choose for the order now (spec part 2 §4.4). */
  async getOrderStatusChoices(orderId: number) {
    return (await api('orderCurrentStatus', { query: { order_id: orderId } })).data;
  },
  /** Imports the orders of an .xlsx into a shop as drafts; answers how many went in. */
  async importOrders(shopId: number, file: File) {
    return (await api('orderImport', { form: importForm(shopId, file) })).data;
  },
  /** The import file back with an error column on its wrong rows. */
  async orderImportErrorsFile(shopId: number, file: File) {
    return apiFile('orderImportErrors', { form: importForm(shopId, file) });
  },
  /** Shipping labels with packing slips of the orders: one PDF, a page per order (beyond the spec). */
  async orderLabelsFile(ids: number[]) {
    return apiFile('orderLabels', { query: { ids: ids.join(',') } });
  },
  /** The marketplace's authorisation address for the shop, with the server's OAuth state. */
  async marketplaceLoginLink(platform: 'lazada' | 'shopee', shopId: number) {
    const key = platform === 'lazada' ? 'lazadaLoginLink' : 'shopeeLoginLink';
    return (await api(key, { query: { shop_id: shopId } })).data.url;
  },
  /** Connects with what the marketplace returned; answers what the first pull brought. */
  async connectLazada(code: string, state: string) {
    return (await api('lazadaConnect', { body: { code, state } })).data;
  },
  async connectShopee(code: string, shopeeShopId: string, state: string) {
    return (await api('shopeeConnect', { body: { code, state, shopee_shop_id: shopeeShopId } }))
      .data;
  },
  async disconnectMarketplace(platform: 'lazada' | 'shopee') {
    if (platform === 'lazada')
      return (await api('lazadaDisconnect', { body: {} })).data.lazada_connect;
    return (await api('shopeeDisconnect', { body: {} })).data.shopee_connect;
  },
  /** Pulls the connected marketplaces' new orders. */
  async syncMarketplaces() {
    return (await api('marketplaceSync', { body: {} })).data;
  },
  /** Sends a failed job of the sync log again; answers the entry as it stands now. */
  async retrySyncJob(id: number) {
    return (await api('marketplaceLogRetry', { body: { id } })).data;
  },
  /** The shop's marketplace connections, each saying whether the owner must connect again. */
  async getMarketplaceConnections(shopId: number) {
    return (await api('marketplaceConnections', { query: { shop_id: shopId } })).data;
  },
};
