import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { ImageUpload } from '../../components/ImageUpload';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { picUrl } from '../../components/productParts';

const F = 'app.bookings.form';

/**
 * The booking's product photo (spec part 2 §2.3, §4.3): chosen until the booking is received
 * (status 5). With the form's save it goes up after the booking is saved; where the form has no
 * save (a shop's confirmed booking), its own button sends it now.
 */
export function BookingPhoto({ open, withSave }: { open: boolean; withSave: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const record = useRecordContext();
  const { resetField } = useFormContext();
  const { field } = useInput({ source: 'photo' });
  const file = field.value instanceof File ? field.value : null;
  const [sending, setSending] = useState(false);

  const sendNow = async (file: File) => {
    if (!record) return;
    setSending(true);
    try {
      await dataProvider.uploadBookingPhoto(Number(record.shop_id), Number(record.id), file);
      resetField('photo');
      notify(`${F}.photo_uploaded`, { type: 'success' });
      refresh();
    } catch (e) {
      notify(`${F}.photo_failed_now`, {
        type: 'warning',
        messageArgs: { message: failureOf(e).message ?? '' },
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <ImageUpload
        label={translate(`${F}.photo`)}
        file={file}
        existingUrl={record?.booking_pic ? picUrl(String(record.booking_pic)) : null}
        onChange={(f) => field.onChange(f)}
        disabled={!open || sending}
        i18nPrefix="app.products.form.image"
      />
      {open && !withSave && file && (
        <Button
          variant="contained"
          size="small"
          startIcon={<CloudUploadOutlined />}
          disabled={sending}
          onClick={() => void sendNow(file)}
        >
          {translate(`${F}.photo_upload`)}
        </Button>
      )}
    </Stack>
  );
}
