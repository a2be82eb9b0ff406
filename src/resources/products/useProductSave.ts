import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { getSession, setShopId } from '../../providers/session';
import type { ProductPhotos } from '../../providers/calls/products';
import { chosenPhotos } from './productValues';
import { useOfferUndo } from '../../components/useOfferUndo';

const L = 'app.products.form';

/**
 * What happens after react-admin has saved a product (create or edit): the photos chosen in
 * this visit are uploaded, the working shop becomes the product's shop (so the product is found
 * in that shop's list), then the success message and the list. Photos that fail to upload leave
 * the product saved: a new product then opens for editing, so they can be chosen again.
 */
export function useProductSave(
  kind: 'created' | 'updated',
  {
    resource = 'products',
    uploadPhotos = (dp, id, shopId, photos) => dp.uploadProductPhotos(id, shopId, photos),
    messages = L,
  }: {
    /** The resource saved: its list opens after the save, its queries are refreshed. */
    resource?: 'products' | 'productSets';
    /** The upload call of the resource's photos. */
    uploadPhotos?: (
      dp: ReturnType<typeof usePortalData>,
      id: number,
      shopId: number,
      photos: Partial<Record<string, File>>,
    ) => Promise<unknown>;
    /** The catalogue section of the created/updated/photo_failed messages. */
    messages?: string;
  } = {},
) {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const offerUndo = useOfferUndo();
  const upload = useMutation({
    mutationFn: ({ id, shopId, photos }: { id: number; shopId: number; photos: ProductPhotos }) =>
      uploadPhotos(dataProvider, id, shopId, photos),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [resource] }),
  });

  const onSuccess = async (
    saved: RaRecord,
    variables: { data?: Partial<RaRecord>; previousData?: RaRecord },
  ) => {
    const product = saved as RaRecord & { id: number; shop_id: number };
    if (getSession()?.shopId !== product.shop_id) setShopId(product.shop_id);
    const photos = chosenPhotos(variables.data) as ProductPhotos;
    try {
      await upload.mutateAsync({ id: product.id, shopId: product.shop_id, photos });
    } catch (e) {
      notify(`${messages}.photo_failed`, {
        type: 'warning',
        messageArgs: { message: failureOf(e).message ?? '' },
      });
      if (kind === 'created') redirect('edit', resource, product.id);
      return;
    }
    // An edit of the details offers undo; new photos cannot be taken back, so an edit that
    // chose any (a set's pack photo too) does not.
    const newPhotos = Object.values(variables.data ?? {}).some((v) => v instanceof File);
    if (kind === 'updated' && variables.previousData && !newPhotos) {
      // The fields the save sent (the form's checked values), as the record had them.
      const before = variables.previousData;
      const sent = Object.keys(variables.data ?? {});
      const previous = Object.fromEntries(sent.map((k) => [k, before[k] as unknown]));
      offerUndo({ resource, id: product.id, previous, message: `${messages}.updated` });
    } else notify(`${messages}.${kind}`, { type: 'success' });
    redirect('list', resource);
  };

  return { onSuccess, uploading: upload.isPending };
}
