import { Link, useSearchParams } from 'react-router-dom';
import { DataTable, useTranslate } from 'react-admin';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Add from '@mui/icons-material/Add';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { AppointmentRow } from '../../../contract/schemas/bookings';
import { formatDate } from '../../components/format';
import { EmptyList, LinkButton, ListHeading, ListRows } from '../../components/listParts';
import { STACKED_ROWS } from '../../components/personParts';
import { OpenRecordButton } from '../../components/rowButtons';
import { PagedList } from '../../components/ShopList';
import { StatusChip } from '../../components/StatusChip';
import { useRowDelete } from '../../components/useRowDelete';
import { Rank } from '../../components/productParts';
import { DaysOff } from './DaysOff';

const T = 'app.appointments.list';
const Col = DataTable.Col<AppointmentRow>;
const NO_FILTER = {};

/** The tab of the days off: `?tab=days-off` (the settings' own list keeps the rest of the query). */
export const DAYS_OFF_TAB = 'days-off';

/** The two tabs of the appointments menu: the settings, and the days off. */
function AppointmentTabs({ current }: { current: 0 | 1 }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={current}
      variant="fullWidth"
      aria-label={translate('app.menu.appointments')}
      sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
    >
      <Tab
        component={Link}
        to="/appointments"
        label={translate('app.appointments.tabs.settings')}
      />
      <Tab
        component={Link}
        to={`/appointments?tab=${DAYS_OFF_TAB}`}
        label={translate('app.appointments.tabs.days_off')}
      />
    </Tabs>
  );
}

/**
 * The appointments menu (spec part 3 §2 "Appointment list"): the appointment settings, searched
 * and paged by the server, with their name, hours, minutes per slot, dates, day type and
 * open/closed, an edit and a delete (with its confirmation) per row; and, on its own tab, the
 * days off on which no delivery can be booked.
 */
export default function AppointmentList() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const daysOff = params.get('tab') === DAYS_OFF_TAB;
  const title = translate('app.menu.appointments');
  if (daysOff) return <DaysOff title={title} tabs={<AppointmentTabs current={1} />} />;
  return (
    <PagedList resource="appointments" title={title} totalKey={`${T}.total`} filter={NO_FILTER}>
      <AppointmentTabs current={0} />
      <ListHeading
        title={title}
        subtitle={translate(`${T}.subtitle`)}
        keys={T}
        actions={
          <LinkButton to="/appointments/create" icon={<Add />} primary>
            {translate(`${T}.create`)}
          </LinkButton>
        }
      />
      <AppointmentRows />
    </PagedList>
  );
}

/** Open or closed as a chip. */
export function OpenChip({ open }: { open: boolean }) {
  const translate = useTranslate();
  return (
    <StatusChip
      label={translate(`app.appointments.${open ? 'open' : 'closed'}`)}
      tone={open ? 'success' : 'default'}
    />
  );
}

/** A table on a wider screen; on a phone a simple list of each setting's lines. */
function AppointmentRows() {
  const translate = useTranslate();
  const { button: remove, dialog } = useRowDelete<AppointmentRow>({
    resource: 'appointments',
    keys: T,
    labelArgs: (r) => ({ name: r.booking_name }),
    nameOf: (r) => r.booking_name,
  });
  const minutes = (r: AppointmentRow) =>
    translate(`${T}.minutes`, { count: r.booking_time_per_time_to_work });
  const open = (r: AppointmentRow) => (
    <OpenRecordButton
      resource="appointments"
      id={r.id}
      label={translate(`${T}.edit`, { name: r.booking_name })}
      readOnly={false}
    />
  );
  const empty = <EmptyList keys={T} icon={ScheduleOutlined} body={translate(`${T}.empty_body`)} />;
  return (
    <>
      <ListRows<AppointmentRow>
        empty={empty}
        primary={(r) => r.booking_name}
        facts={(r) => (
          <>
            <span>
              {r.config_booking_time} · {r.booking_time_per_work} · {minutes(r)}
            </span>
            <span>
              {translate(`${T}.dates`, {
                from: formatDate(r.booking_dt_start),
                to: formatDate(r.booking_dt_end),
              })}
            </span>
            <span>
              <OpenChip open={r.is_active} />
            </span>
          </>
        )}
        buttons={(r) => (
          <>
            {open(r)}
            {remove(r)}
          </>
        )}
        {...STACKED_ROWS}
      >
        <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
        <Col label={`${T}.col_name`} source="booking_name" disableSort />
        <Col label={`${T}.col_hours`} source="booking_time_per_work" disableSort />
        <Col label={`${T}.col_minutes`} align="right" disableSort render={minutes} />
        <Col label={`${T}.col_start`} disableSort render={(r) => formatDate(r.booking_dt_start)} />
        <Col label={`${T}.col_end`} disableSort render={(r) => formatDate(r.booking_dt_end)} />
        <Col label={`${T}.col_day_type`} source="config_booking_time" disableSort />
        <Col label={`${T}.col_status`} render={(r) => <OpenChip open={r.is_active} />} />
        <Col label={`${T}.col_edit`} align="center" render={open} />
        <Col label={`${T}.col_delete`} align="center" render={remove} />
      </ListRows>
      {dialog}
    </>
  );
}
