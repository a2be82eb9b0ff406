import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import {
  BOOKING_REMARK_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
} from '../../../contract/schemas/bookings';
import { useRecordTitle } from '../../components/documentTitle';
import { FieldGrid, FormSection, FormText, GridGap } from '../../components/formInputs';
import {
  RecordFormFrame,
  RecordShopSelect,
  RemarkSection,
  type RecordFormProps,
} from '../../components/RecordFormFrame';
import { BookingDateSlot } from './BookingDateSlot';
import { BookingLinesInput } from './BookingLinesInput';
import { BookingPhoto } from './BookingPhoto';
import { BookingStatusChip } from './BookingStatusChip';
import type { DateProblemRef } from './bookingValues';

const F = 'app.bookings.form';

/**
 * The booking form of create and edit (spec part 2 §2.3, §5.3): shop, date and slot, the
 * contact, the products, the photo and the remark. `readOnly`: the booking's own fields cannot
 * change (a shop's confirmed booking, or staff, who change only `status` and `staff`). The
 * e-mail is required on a shop's edit screen (`emailRequired`).
 */
export function BookingForm({
  title,
  readOnly,
  emailRequired = false,
  photoOpen,
  canSave = !readOnly,
  countFrom,
  saveButton,
  problem,
  uploading,
  status,
  staff,
  note,
}: RecordFormProps & {
  emailRequired?: boolean;
  photoOpen: boolean;
  /** Staff: the booking's status, from which the lines take counts (BookingLinesInput). */
  countFrom?: number;
  /** Staff: the save button, which confirms counts first (StaffSaveButton). */
  saveButton?: ReactNode;
  problem: DateProblemRef;
  /** The staff's own fields (assignee, remark). */
  staff?: ReactNode;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const record = useRecordContext();
  useRecordTitle();
  const editing = !!record?.id;

  return (
    <RecordFormFrame
      title={title}
      numberLine={
        editing ? translate(`${F}.number_line`, { booking: String(record.booking_no) }) : undefined
      }
      aside={
        editing && (
          <BookingStatusChip
            status={Number(record.booking_status)}
            name={String(record.status_name ?? '')}
          />
        )
      }
      note={note}
      back="bookings"
      backLabel={t('back')}
      canSave={canSave}
      saveLabel={`${F}.save`}
      saveButton={saveButton}
      uploading={uploading}
    >
      <FormSection title={t('section_booking')}>
        <FieldGrid>
          <RecordShopSelect label={t('shop')} disabled={readOnly} editing={editing} />
          {status ?? <GridGap />}
          <BookingDateSlot
            disabled={readOnly}
            bookingId={editing ? Number(record.id) : undefined}
            problem={problem}
          />
        </FieldGrid>
      </FormSection>
      {staff && <FormSection title={t('section_staff')}>{staff}</FormSection>}
      <FormSection title={t('section_contact')}>
        <FieldGrid>
          <FormText
            name="contact_name"
            label={t('contact_name')}
            required
            disabled={readOnly}
            maxLength={CONTACT_NAME_MAX}
            autoComplete="name"
          />
          <FormText
            name="contact_tel"
            label={t('contact_tel')}
            required
            disabled={readOnly}
            digits
            maxLength={10}
            autoComplete="tel"
          />
          <FormText
            name="contact_email"
            label={t('contact_email')}
            required={emailRequired}
            disabled={readOnly}
            maxLength={CONTACT_EMAIL_MAX}
            type="email"
            autoComplete="email"
          />
        </FieldGrid>
      </FormSection>
      <FormSection title={t('section_products')}>
        <BookingLinesInput readOnly={readOnly} countFrom={countFrom} />
      </FormSection>
      <FormSection title={t('section_photo')}>
        <BookingPhoto open={photoOpen} withSave={canSave} />
      </FormSection>
      <RemarkSection keys={F} max={BOOKING_REMARK_MAX} disabled={readOnly} />
    </RecordFormFrame>
  );
}
