import { useState } from 'react';
import { useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { failureOf } from '../providers/apiErrors';
import { usePortalData, type PortalDataProvider } from '../providers/dataProvider';
import { getSession, setShopId } from '../providers/session';

/**
 * What happens after a record with a photo is saved (booking, order): the photo chosen (form
 * field `photo`) goes up through `upload` once the record exists, the working shop becomes the
 * record's (staff who chose every shop keep it), then the message (`keys`.created or .updated) and the list. A photo
 * that fails leaves the record saved and opens it for editing (`keys`.photo_failed), so the
 * photo can be chosen again. A refused save's field messages go under their fields (the data
 * provider hands them to the form).
 */
export function useRecordSave({
  resource,
  keys,
  kind,
  photo,
  upload,
}: {
  resource: string;
  keys: string;
  kind: 'created' | 'updated';
  photo: string;
  upload: (data: PortalDataProvider, shopId: number, id: number, file: File) => Promise<unknown>;
}) {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);

  const onSuccess = async (saved: RaRecord, variables: { data?: Partial<RaRecord> }) => {
    const id = Number(saved.id);
    const shopId = Number(variables.data?.shop_id ?? saved.shop_id);
    const session = getSession();
    // The record's shop becomes the working shop, unless staff chose every shop (it shows there).
    if (session?.shopId && shopId && session.shopId !== shopId) setShopId(shopId);
    const file: unknown = variables.data?.[photo];
    if (file instanceof File) {
      setUploading(true);
      try {
        await upload(dataProvider, shopId, id, file);
      } catch (e) {
        notify(`${keys}.photo_failed`, {
          type: 'warning',
          messageArgs: { message: failureOf(e).message ?? '' },
        });
        redirect('edit', resource, id);
        return;
      } finally {
        setUploading(false);
        await queryClient.invalidateQueries({ queryKey: [resource] });
      }
    }
    notify(`${keys}.${kind}`, { type: 'success' });
    redirect('list', resource);
  };
  /** The props of the screen's `Create` or `Edit`: the save waits for the server, then this. */
  const props = {
    mutationMode: 'pessimistic' as const,
    mutationOptions: { onSuccess },
    redirect: false as const,
  };
  return { onSuccess, uploading, props };
}
