import { useContext, useEffect, useState } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Confirm, SaveButton, useRecordContext, useSaveContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import {
  BOOKING_REMARK_MAX,
  BOOKING_STATUS,
  countingOpenFor,
  isOverCount,
  receivesStock,
} from '../../../contract/schemas/bookings';
import { signed } from './BookingLinesInput';
import type { FormLine } from './bookingValues';
import { CountsConfirming } from './ScanCountPanel';

const F = 'app.bookings.form';

/** A line whose count differs from its booking, as the dialogs name it. */
interface Counted {
  code: string;
  name: string;
  booked: number;
  counted: number;
}

/**
 * The lines counted, with their booked amounts from the booking as read (the booked amount is
 * a disabled field, which the form's submitted values leave out).
 */
const countedLines = (values: FieldValues, booked: FormLine[]): Counted[] =>
  ((values.product ?? []) as FormLine[]).flatMap((l) => {
    const line = booked.find((b) => b.product_id === l.product_id);
    if (!line || typeof l.received_amount !== 'number') return [];
    return [
      { code: line.code, name: line.name, booked: Number(line.amount), counted: l.received_amount },
    ];
  });

/**
 * The discrepancy note the dialog offers: the lines that differ by product code, as many as
 * fit the remark's length, then how many more there are. The clerk may change it.
 */
function noteOf(differ: Counted[], translate: (key: string, o?: object) => string) {
  const lines = differ.map((d) =>
    translate(`${F}.differ_note_line`, { ...d, diff: signed(d.counted - d.booked) }),
  );
  let note = translate(`${F}.differ_note_head`);
  for (let i = 0; i < lines.length; i++) {
    const rest = lines.length - i - 1;
    const more = rest ? ` ${translate(`${F}.differ_note_more`, { count: rest })}` : '';
    const next = `${note} ${lines[i]}${i < lines.length - 1 ? ',' : ''}`;
    if (`${next}${more}`.length > BOOKING_REMARK_MAX) {
      return `${note.replace(/,$/, '')} ${translate(`${F}.differ_note_more`, { count: rest + 1 })}`;
    }
    note = next;
  }
  return note;
}

type Step = { values: FieldValues; differ: Counted[]; over: Counted[]; at: 'differ' | 'over' };

/**
 * The staff's save (spec part 2 §4.3; DESIGN.md "Inbound booking"). Receiving (5 or 6) with
 * counts that differ from the booking asks first, naming each difference (product, booked,
 * counted, ±), with the discrepancy note filled from them for the clerk to change: confirmed,
 * the booking is closed with the discrepancy (6) and its note. A count over twice its booking
 * asks again, on its own: confirmed, the save says so (`confirm_over_count`), which the server
 * requires for such a count. Cancelled, nothing is saved. Counts by scan wait while it asks.
 */
export function StaffSaveButton({ current }: { current: number }) {
  const translate = useTranslate();
  const { save, saving } = useSaveContext();
  const { handleSubmit, setValue } = useFormContext();
  const record = useRecordContext();
  const [step, setStep] = useState<Step | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState(false);
  // While a question is open its values are taken: the scans count nothing meanwhile.
  const confirmingRef = useContext(CountsConfirming);
  useEffect(() => {
    confirmingRef.current = step !== null;
    return () => {
      confirmingRef.current = false;
    };
  }, [confirmingRef, step]);

  const send = (values: FieldValues) => {
    setStep(null);
    void save?.(values);
  };
  const overStep = (values: FieldValues, over: Counted[]) => {
    if (over.length) setStep({ values, differ: [], over, at: 'over' });
    else send(values);
  };
  const submit = handleSubmit((values) => {
    const chosen = Number(values.booking_status);
    if (!countingOpenFor(current, chosen)) return send(values);
    const lines = countedLines(values, (record?.product ?? []) as FormLine[]);
    const differ = receivesStock(chosen) ? lines.filter((l) => l.counted !== l.booked) : [];
    const over = lines.filter((l) => isOverCount(l.booked, l.counted));
    if (!differ.length) return overStep(values, over);
    const typed = chosen === BOOKING_STATUS.DISCREPANCY ? String(values.cancel_remark ?? '') : '';
    setNote(typed.trim() || noteOf(differ, translate));
    setNoteError(false);
    setStep({ values, differ, over, at: 'differ' });
  });
  const confirmDiffer = () => {
    if (!step) return;
    const remark = note.trim();
    if (!remark) return setNoteError(true);
    // The form shows what is saved: closed with the discrepancy, and its note.
    setValue('booking_status', BOOKING_STATUS.DISCREPANCY, { shouldDirty: true });
    setValue('cancel_remark', remark, { shouldDirty: true });
    const values = {
      ...step.values,
      booking_status: BOOKING_STATUS.DISCREPANCY,
      cancel_remark: remark,
    };
    overStep(values, step.over);
  };

  if (current >= BOOKING_STATUS.RECEIVED) return <SaveButton label={`${F}.save`} alwaysEnable />;
  const list = (lines: string[]) => (
    <Box component="ul" sx={{ m: 0, mb: 2, pl: 2.5, typography: 'body1' }}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </Box>
  );
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SaveOutlined />}
        disabled={!!saving}
        onClick={() => void submit()}
      >
        {translate(`${F}.save`)}
      </Button>
      <Confirm
        isOpen={step?.at === 'differ'}
        title={`${F}.differ_title`}
        content={
          <>
            {list(
              (step?.differ ?? []).map((d) =>
                translate(`${F}.differ_line`, { ...d, diff: signed(d.counted - d.booked) }),
              ),
            )}
            <DialogContentText sx={{ mb: 2 }}>
              {translate(`${F}.differ_body`, {
                status: translate(`app.bookings.status.${BOOKING_STATUS.DISCREPANCY}`),
              })}
            </DialogContentText>
            <TextField
              label={translate(`${F}.discrepancy_note`)}
              value={note}
              onChange={(e) => {
                setNote(e.target.value.slice(0, BOOKING_REMARK_MAX));
                setNoteError(false);
              }}
              required
              multiline
              minRows={3}
              fullWidth
              error={noteError}
              helperText={
                noteError
                  ? translate('validation.booking.note_required')
                  : translate(`${F}.remark_count`, { count: note.length, max: BOOKING_REMARK_MAX })
              }
            />
          </>
        }
        confirm={`${F}.differ_confirm`}
        onConfirm={confirmDiffer}
        onClose={() => setStep(null)}
      />
      <Confirm
        isOpen={step?.at === 'over'}
        title={`${F}.over_title`}
        content={
          <>
            <DialogContentText sx={{ mb: 1 }}>{translate(`${F}.over_body`)}</DialogContentText>
            {list((step?.over ?? []).map((d) => translate(`${F}.over_line`, { ...d })))}
          </>
        }
        confirm={`${F}.over_confirm`}
        confirmColor="warning"
        onConfirm={() => step && send({ ...step.values, confirm_over_count: true })}
        onClose={() => setStep(null)}
      />
    </>
  );
}
