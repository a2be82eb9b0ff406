import { useMemo, useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { CreateFormScreen } from '../../components/RecordFormScreens';
import { useSession } from '../../providers/session';
import { BookingForm } from './BookingForm';
import { shopPayload, shopResolver, type DateProblemRef } from './bookingValues';
import { useBookingSave } from './useBookingSave';

const F = 'app.bookings.form';

/**
 * Create booking (/bookings/create; spec part 2 §2.3 /delivery-booking/add-booking): staff
 * book for any shop, a shop user for one of its own; the shop starts on the working shop (empty
 * for staff who chose every shop, and required). The
 * calendar opens it with a date already chosen (`{ record: { booking_dt } }` in the
 * navigation's state, which react-admin's form reads).
 */
export default function BookingCreate() {
  const translate = useTranslate();
  // The working shop, as the stock and set-order forms start (PickedItemCreate).
  const shopId = useSession()?.shopId ?? undefined;
  const save = useBookingSave('created');
  const [problem] = useState<DateProblemRef>(() => ({ current: null }));
  const resolver = useMemo(() => shopResolver(false, problem), [problem]);
  const defaults = useMemo(
    () => ({
      shop_id: shopId,
      booking_dt: '',
      booking_time: '',
      contact_name: '',
      contact_tel: '',
      contact_email: '',
      remark: '',
      product: [],
    }),
    [shopId],
  );
  const title = translate(`${F}.title_create`);
  return (
    <CreateFormScreen
      resource="bookings"
      title={title}
      saved={{
        onSuccess: save.onSuccess,
        onError: save.onError,
        transform: (data: RaRecord) => shopPayload(data),
      }}
      resolver={resolver}
      defaultValues={defaults}
      mode="onTouched"
      after={save.dialog}
    >
      <BookingForm
        title={title}
        readOnly={false}
        photoOpen
        canSave
        problem={problem}
        uploading={save.uploading}
      />
    </CreateFormScreen>
  );
}
