import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import {
  assigneeLocked,
  BOOKING_REMARK_MAX,
  BOOKING_STATUS,
  needsRemark,
} from '../../../contract/schemas/bookings';
import { FieldGrid, FormSelect, FormText, type Option } from '../../components/formInputs';
import { useLookup } from '../../components/useLookup';
import { useStatusChoices } from '../../components/useStatusChoices';

const F = 'app.bookings.form';

/**
 * The staff's status select (spec part 2 §4.3): the booking's status and every later status it
 * may be moved to in one save, from the server (master-getbookingstatus).
 */
export function StaffStatusSelect({ bookingId, final }: { bookingId: number; final: boolean }) {
  const translate = useTranslate();
  const rows = useStatusChoices('booking', bookingId, (data, id) =>
    data.getBookingStatusChoices(id),
  );
  const choices: Option[] = (rows ?? []).map((r) => ({
    id: r.id,
    name: translate(`app.bookings.status.${r.id}`, { _: r.enum_desc }),
  }));
  return (
    <FormSelect
      name="booking_status"
      label={translate(`${F}.status`)}
      options={choices}
      required
      disabled={final}
    />
  );
}

/**
 * The staff's assignee (an officer, or none: 0), locked while the booking awaits confirmation
 * and from received on; and the remark: the cancel reason, required to cancel (7), or the
 * discrepancy note, required to close with a discrepancy (6).
 */
export function StaffFields({ status, final }: { status: number; final: boolean }) {
  const translate = useTranslate();
  const officers = useLookup('officers');
  const chosen = useWatch({ name: 'booking_status' }) as number | undefined;
  const note = chosen === BOOKING_STATUS.DISCREPANCY;
  const options: Option[] = [{ id: 0, name: translate(`${F}.assignee_none`) }, ...officers.choices];
  return (
    <FieldGrid>
      <FormSelect
        name="assignee"
        label={translate(`${F}.assignee`)}
        options={options}
        disabled={assigneeLocked(status)}
      />
      <FormText
        name="cancel_remark"
        label={translate(`${F}.${note ? 'discrepancy_note' : 'cancel_remark'}`)}
        required={chosen !== undefined && needsRemark(chosen)}
        disabled={final}
        multiline
        maxLength={BOOKING_REMARK_MAX}
        counter={
          final
            ? undefined
            : (n) => translate(`${F}.remark_count`, { count: n, max: BOOKING_REMARK_MAX })
        }
      />
    </FieldGrid>
  );
}
