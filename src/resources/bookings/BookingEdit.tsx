import { useMemo, useRef, useState, type ComponentProps } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Edit, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { isBookingFinal, shopMayEdit } from '../../../contract/schemas/bookings';
import Box from '@mui/material/Box';
import { AuditTrail } from '../../components/AuditTrail';
import { ShownValue } from '../../components/formInputs';
import { RecordForm } from '../../components/RecordFormFrame';
import { useRecordQuery } from '../../components/useRecordQuery';
import { useMayDo } from '../../providers/access';
import { BookingForm } from './BookingForm';
import { StaffFields, StaffStatusSelect } from './BookingStaffFields';
import { CountsConfirming } from './ScanCountPanel';
import { StaffSaveButton } from './StaffSaveButton';
import {
  bookingAsForm,
  shopPayload,
  shopResolver,
  staffPayload,
  staffResolver,
  type DateProblemRef,
} from './bookingValues';
import { useBookingSave } from './useBookingSave';

const F = 'app.bookings.form';

/**
 * Booking details (/bookings/:id; spec part 2 §2.3 /delivery-booking/edit-booking). A shop
 * user changes its booking while it awaits confirmation (status 1), and adds the photo until
 * it is received (5). Staff see the booking read-only and move it: to any later status of the
 * server's list in one save (2 → 5 passes 3 and 4), the assignee (not at 1 or from 5), the
 * remark (required to cancel; the discrepancy note for 6) and, while the goods are at the dock
 * or being received or the status chosen takes them there, the amount counted per line (empty
 * until typed; required to receive). Counts that differ from the booking, or are over twice
 * it, are confirmed first (StaffSaveButton). Staff save while the status is below 5; below the
 * form, the booking's history.
 */
export default function BookingEdit() {
  const translate = useTranslate();
  const queryOptions = useRecordQuery('bookings', bookingAsForm, `${F}.load_failed`);
  // Staff move the booking through the warehouse by their own call; a shop changes its own.
  const manages = useMayDo('bookings', 'manage');
  const save = useBookingSave('updated');
  return (
    <Edit
      resource="bookings"
      title={translate(`${F}.title_edit`)}
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: save.onSuccess, onError: save.onError }}
      transform={(data: RaRecord) => (manages ? staffPayload(data) : shopPayload(data))}
      redirect={false}
      queryOptions={queryOptions}
    >
      {manages ? <StaffBody uploading={save.uploading} /> : <ShopBody uploading={save.uploading} />}
      {save.dialog}
    </Edit>
  );
}

/** The booking being edited: its status, and the date problem its date field reports. */
function useEditedBooking() {
  const record = useRecordContext();
  const [problem] = useState<DateProblemRef>(() => ({ current: null }));
  const status = Number(record?.current_status);
  return { record, problem, status, final: isBookingFinal(status) };
}

/** The edit screen's form, checked by `resolver`, under the edit title. */
function EditForm({
  resolver,
  ...form
}: Omit<ComponentProps<typeof BookingForm>, 'title'> & { resolver: Resolver<FieldValues> }) {
  const translate = useTranslate();
  return (
    <RecordForm resolver={resolver}>
      <BookingForm title={translate(`${F}.title_edit`)} {...form} />
    </RecordForm>
  );
}

function ShopBody({ uploading }: { uploading: boolean }) {
  const translate = useTranslate();
  const { record, problem, status, final } = useEditedBooking();
  const resolver = useMemo(() => shopResolver(true, problem), [problem]);
  if (!record) return null;
  const editable = shopMayEdit(status);
  return (
    <EditForm
      resolver={resolver}
      readOnly={!editable}
      emailRequired={editable}
      photoOpen={!final}
      canSave={editable}
      problem={problem}
      uploading={uploading}
      status={
        <ShownValue
          label={translate(`${F}.status`)}
          value={translate(`app.bookings.status.${status}`, {
            _: String(record.status_name ?? ''),
          })}
        />
      }
      note={editable ? undefined : translate(`${F}.${final ? 'final_note' : 'locked_note'}`)}
    />
  );
}

function StaffBody({ uploading }: { uploading: boolean }) {
  const translate = useTranslate();
  const { record, problem, status, final } = useEditedBooking();
  const resolver = useMemo(() => staffResolver(status), [status]);
  const confirmingRef = useRef(false);
  if (!record) return null;
  return (
    <CountsConfirming.Provider value={confirmingRef}>
      <EditForm
        resolver={resolver}
        readOnly
        photoOpen={!final}
        canSave={!final}
        countFrom={final ? undefined : status}
        saveButton={<StaffSaveButton current={status} />}
        problem={problem}
        uploading={uploading}
        status={<StaffStatusSelect bookingId={Number(record.id)} final={final} />}
        staff={<StaffFields status={status} final={final} />}
        note={final ? translate(`${F}.final_note`) : undefined}
      />
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3, maxWidth: 1080 }}>
        <AuditTrail resource="bookingAudit" filter={{ booking_id: Number(record.id) }} />
      </Box>
    </CountsConfirming.Provider>
  );
}
