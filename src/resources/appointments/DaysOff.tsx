import { useId, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  DataTable,
  Form,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import {
  DAY_OFF_REMARK_MAX,
  dayOffCreate,
  warehouseToday,
  type DayOffRow,
} from '../../../contract/schemas/bookings';
import { contractResolver } from '../../components/contractResolver';
import { DatesProvider, FormDate } from '../../components/dateInputs';
import { formatDate } from '../../components/format';
import { FormText } from '../../components/formInputs';
import { EmptyList, ListHeading, PhoneOrTable } from '../../components/listParts';
import { PagedList } from '../../components/ShopList';
import { useRowDelete } from '../../components/useRowDelete';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { Rank } from '../../components/productParts';

const D = 'app.appointments.days_off';
const Col = DataTable.Col<DayOffRow>;
const BY_DATE: SortPayload = { field: 'day_off', order: 'ASC' };
const resolver = contractResolver(dayOffCreate);

/** The weekday of a date (yyyy-mm-dd) in the app's language: 'วันจันทร์'. */
function useWeekday() {
  const [locale] = useLocaleState();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'th-TH', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return (date: string) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/**
 * The days off (DESIGN.md "Appointment settings"): dates on which no delivery can be booked,
 * searched by name and paged by the server; a day off is added with its date and name, and
 * deleted after a confirmation. Its own list on the appointments menu's second tab.
 */
export function DaysOff({ title, tabs }: { title: string; tabs: ReactNode }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <PagedList
      resource="daysOff"
      title={title}
      sort={BY_DATE}
      totalKey={`${D}.total`}
      disableSyncWithLocation
      storeKey={false}
    >
      {tabs}
      <ListHeading
        title={title}
        subtitle={translate(`${D}.subtitle`)}
        keys={D}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {translate(`${D}.add`)}
          </Button>
        }
      />
      <DayOffRows />
      <AddDayOffDialog open={adding} onClose={() => setAdding(false)} />
    </PagedList>
  );
}

function DayOffRows() {
  const translate = useTranslate();
  const weekday = useWeekday();
  const { button: remove, dialog } = useRowDelete<DayOffRow>({
    resource: 'daysOff',
    keys: D,
    labelArgs: (r) => ({ date: formatDate(r.day_off) }),
    nameOf: (r) => `${formatDate(r.day_off)} ${r.remark}`.trim(),
  });
  const empty = <EmptyList keys={D} icon={EventBusyOutlined} body={translate(`${D}.empty_body`)} />;
  return (
    <>
      <PhoneOrTable<DayOffRow>
        empty={empty}
        phone={{
          primaryText: (r) => `${formatDate(r.day_off)} ${weekday(r.day_off)}`,
          secondaryText: (r) => r.remark || '-',
          rightIcon: remove,
          sx: {
            '& .MuiListItemIcon-root': { minWidth: 0 },
            '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
          },
        }}
      >
        <Col label={`${D}.col_rank`} render={(r) => <Rank id={r.id} />} />
        <Col label={`${D}.col_date`} disableSort render={(r) => formatDate(r.day_off)} />
        <Col label={`${D}.col_weekday`} disableSort render={(r) => weekday(r.day_off)} />
        <Col label={`${D}.col_name`} disableSort render={(r) => r.remark || '-'} />
        <Col label={`${D}.col_delete`} align="center" render={remove} />
      </PhoneOrTable>
      {dialog}
    </>
  );
}

/**
 * Adds a day off: its date (today to start with) and its name. A date that is a day off
 * already is refused by the server (409); its message shows under the date.
 */
function AddDayOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const titleId = useId();
  // Each opening starts a fresh form.
  const [round, setRound] = useState(0);

  const close = () => {
    onClose();
    setRound((r) => r + 1);
  };
  const submit = async (values: FieldValues) => {
    const data = { day_off: values.day_off as string, remark: (values.remark as string) ?? '' };
    try {
      await dataProvider.create('daysOff', { data });
    } catch (e) {
      console.error('Failed to add the day off', e);
      const failure = failureOf(e);
      const message = failure.message ?? translate('ra.notification.http_error');
      const fields = { ...failure.errors };
      if (failure.status === 409 && !fields.day_off) fields.day_off = message;
      return { ...fields, root: { serverError: message } };
    }
    notify(`${D}.added`, { type: 'success', messageArgs: { date: formatDate(data.day_off) } });
    close();
    refresh();
    return undefined;
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <Form
        key={round}
        defaultValues={{ day_off: warehouseToday(), remark: '' }}
        resolver={resolver}
        onSubmit={submit}
        mode="onTouched"
        noValidate
      >
        <DialogTitle id={titleId}>{translate(`${D}.add_title`)}</DialogTitle>
        <DialogContent>
          <DatesProvider>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormDate name="day_off" label={translate(`${D}.date`)} required />
              <FormText
                name="remark"
                label={translate(`${D}.remark`)}
                maxLength={DAY_OFF_REMARK_MAX}
              />
              <FormHelperText sx={{ mx: '14px', mt: '3px !important' }}>
                {translate(`${D}.remark_hint`)}
              </FormHelperText>
            </Stack>
          </DatesProvider>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate(`${D}.cancel`)}</Button>
          <SubmitButton label={translate(`${D}.save`)} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function SubmitButton({ label }: { label: string }) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {label}
    </Button>
  );
}
