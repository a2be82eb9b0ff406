import { useRecordSave } from '../../components/useRecordSave';

/**
 * What happens after an order is saved (spec part 2 §4.4: create the order, upload the photo,
 * then leave): the photo chosen goes up, the working shop becomes the order's shop, then the
 * message and the order list. A photo that fails leaves the order saved and opens it for
 * editing, so the photo can be chosen again.
 */
export function useOrderSave(kind: 'created' | 'updated') {
  return useRecordSave({
    resource: 'orders',
    keys: 'app.orders.form',
    kind,
    photo: 'orderpic',
    upload: (data, shopId, id, file) => data.uploadOrderPhoto(shopId, id, file),
  });
}
