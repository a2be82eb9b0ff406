import { useState } from 'react';
import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { MessageDialog } from '../../components/MessageDialog';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { getSession, setShopId } from '../../providers/session';

const F = 'app.bookings.form';

/**
 * What happens after a booking is saved or refused (spec part 2 §4.3, §8). Saved: the photo
 * chosen goes up, a shop user's working shop becomes the booking's, then the message and the
 * booking page. Refused: a 403 (the e-mail) shows under the e-mail field, where the data
 * provider puts it, and the page scrolls to the top; a 400 shows its message in an alert with
 * an OK button (its field messages also go under their fields); anything else a notification.
 */
export function useBookingSave(kind: 'created' | 'updated') {
  const dataProvider = usePortalData();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const onSuccess = async (saved: RaRecord, variables: { data?: Partial<RaRecord> }) => {
    const id = Number(saved.id);
    const shopId = Number(variables.data?.shop_id ?? saved.shop_id);
    const session = getSession();
    if (session && !session.isStaff && shopId && session.shopId !== shopId) setShopId(shopId);
    const photo = variables.data?.photo;
    if (photo instanceof File) {
      setUploading(true);
      try {
        await dataProvider.uploadBookingPhoto(shopId, id, photo);
      } catch (e) {
        notify(`${F}.photo_failed`, {
          type: 'warning',
          messageArgs: { message: failureOf(e).message ?? '' },
        });
        redirect('edit', 'bookings', id);
        return;
      } finally {
        setUploading(false);
        await queryClient.invalidateQueries({ queryKey: ['bookings'] });
      }
    }
    notify(`${F}.${kind}`, { type: 'success' });
    redirect('list', 'bookings');
  };

  const onError = (e: unknown) => {
    const failure = failureOf(e);
    if (failure.status === 403) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    if (failure.status === 400) {
      setAlert(failure.message ?? translate(`${F}.save_failed`));
      return;
    }
    notify(failure.message ?? `${F}.save_failed`, { type: 'error' });
  };

  const dialog = (
    <MessageDialog
      open={alert !== null}
      title={translate(`${F}.alert_title`)}
      message={alert ?? ''}
      button={translate(`${F}.ok`)}
      onClose={() => setAlert(null)}
    />
  );
  return { onSuccess, onError, uploading, dialog };
}
