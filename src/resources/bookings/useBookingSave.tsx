import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MessageDialog } from '../../components/MessageDialog';
import { useRecordSave } from '../../components/useRecordSave';
import { failureOf } from '../../providers/apiErrors';

const F = 'app.bookings.form';

/**
 * What happens after a booking is saved or refused (spec part 2 §4.3, §8). Saved: the photo
 * chosen goes up, a shop user's working shop becomes the booking's, then the message and the
 * booking page. Refused: a 403 (the e-mail) shows under the e-mail field, where the data
 * provider puts it, and the page scrolls to the top; a 400 shows its message in an alert with
 * an OK button (its field messages also go under their fields); anything else a notification.
 */
export function useBookingSave(kind: 'created' | 'updated') {
  const translate = useTranslate();
  const notify = useNotify();
  const [alert, setAlert] = useState<string | null>(null);
  const { onSuccess, uploading, props } = useRecordSave({
    resource: 'bookings',
    keys: F,
    kind,
    photo: 'photo',
    upload: (data, shopId, id, file) => data.uploadBookingPhoto(shopId, id, file),
  });

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
  return {
    onSuccess,
    onError,
    uploading,
    dialog,
    props: { ...props, mutationOptions: { onSuccess, onError } },
  };
}
