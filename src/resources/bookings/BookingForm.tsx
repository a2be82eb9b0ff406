import type { ReactNode } from 'react';
import {
  SaveButton,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BOOKING_REMARK_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
} from '../../../contract/schemas/bookings';
import { DatesProvider } from '../../components/dateInputs';
import {
  FieldGrid,
  FormSection,
  FormSelect,
  FormText,
  type Option,
} from '../../components/formInputs';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useSession } from '../../providers/session';
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
  canSave,
  counting = false,
  problem,
  uploading,
  status,
  staff,
  note,
}: {
  title: string;
  readOnly: boolean;
  emailRequired?: boolean;
  photoOpen: boolean;
  canSave: boolean;
  counting?: boolean;
  problem: DateProblemRef;
  uploading: boolean;
  /** The status field of the edit screen (text for a shop user, a select for staff). */
  status?: ReactNode;
  /** The staff's own fields (assignee, remark). */
  staff?: ReactNode;
  /** Why the booking cannot be changed, if it cannot. */
  note?: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const redirect = useRedirect();
  const { saving } = useSaveContext();
  const record = useRecordContext();
  const session = useSession();
  const shops: Option[] = (session?.shopList ?? []).map((s) => ({
    id: s.shop_id,
    name: `${s.shop_no} ${s.shop_name}`,
  }));
  const editing = !!record?.id;

  return (
    <DatesProvider>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1080 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {editing && (
            <>
              <Typography color="text.secondary">
                {translate(`${F}.number_line`, { booking: String(record.booking_no) })}
              </Typography>
              <BookingStatusChip
                status={Number(record.booking_status)}
                name={String(record.status_name ?? '')}
              />
            </>
          )}
        </Box>
        {note && (
          <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
            {note}
          </Typography>
        )}
        <FormSection title={t('section_booking')}>
          <FieldGrid>
            <FormSelect
              name="shop_id"
              label={t('shop')}
              options={shops}
              required
              disabled={readOnly}
              readOnly={editing}
            />
            {status ?? <Box sx={{ display: { xs: 'none', sm: 'block' } }} />}
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
          <BookingLinesInput readOnly={readOnly} counting={counting} />
        </FormSection>
        <FormSection title={t('section_photo')}>
          <BookingPhoto open={photoOpen} withSave={canSave} />
        </FormSection>
        <FormSection title={t('section_remark')}>
          <FormText
            name="remark"
            label={t('remark')}
            multiline
            maxLength={BOOKING_REMARK_MAX}
            disabled={readOnly}
            counter={
              readOnly
                ? undefined
                : (n) => translate(`${F}.remark_count`, { count: n, max: BOOKING_REMARK_MAX })
            }
          />
        </FormSection>
        <Stack direction="row" spacing={2} justifyContent="flex-end">
          <Button variant="outlined" onClick={() => redirect('list', 'bookings')}>
            {t('back')}
          </Button>
          {canSave && <SaveButton label={`${F}.save`} alwaysEnable />}
        </Stack>
        <FullScreenSpinner open={!!saving || uploading} label={translate('app.shell.loading')} />
      </CardContent>
    </DatesProvider>
  );
}
