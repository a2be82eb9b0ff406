import { useState } from 'react';
import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { getSession, setShopId } from '../../providers/session';

const F = 'app.orders.form';

/**
 * What happens after an order is saved (spec part 2 §4.4: create the order, upload the photo,
 * then leave): the photo chosen goes up, the working shop becomes the order's shop, then the
 * message and the order list. A photo that fails leaves the order saved and opens it for
 * editing, so the photo can be chosen again.
 */
export function useOrderSave(kind: 'created' | 'updated') {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  const onSuccess = async (saved: RaRecord, variables: { data?: Partial<RaRecord> }) => {
    const id = Number(saved.id);
    const shopId = Number(variables.data?.shop_id ?? saved.shop_id);
    if (shopId && getSession()?.shopId !== shopId) setShopId(shopId);
    const photo = variables.data?.orderpic;
    if (photo instanceof File) {
      setUploading(true);
      try {
        await dataProvider.uploadOrderPhoto(shopId, id, photo);
      } catch (e) {
        notify(`${F}.photo_failed`, {
          type: 'warning',
          messageArgs: { message: failureOf(e).message ?? '' },
        });
        redirect('edit', 'orders', id);
        return;
      } finally {
        setUploading(false);
        await queryClient.invalidateQueries({ queryKey: ['orders'] });
      }
    }
    notify(`${F}.${kind}`, { type: 'success' });
    redirect('list', 'orders');
  };
  return { onSuccess, uploading };
}
