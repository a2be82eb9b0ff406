import { DataTable, useTranslate } from 'react-admin';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import {
  BOOKING_TAB_NAMES,
  viewOnly,
  type BookingListRow,
} from '../../../contract/schemas/bookings';
import { ListTabs } from '../../components/ListTabs';
import { LATEST_DELIVERY, SOONEST_DELIVERY } from './bookingValues';
import { formatDate } from '../../components/format';
import { EmptyList, ListRows, listTableSx } from '../../components/listParts';
import { Pager } from '../../components/Pager';
import { EditButton } from '../../components/productParts';
import { FirstPageOnShopChange } from '../../components/ShopList';

import { useMayDo } from '../../providers/access';
import { useSession } from '../../providers/session';
import { BookingStatusChip } from './BookingStatusChip';
import { PrintBookingButton } from './PrintBookingButton';

const T = 'app.bookings.list';
const Col = DataTable.Col<BookingListRow>;
/** Numbers, dates and e-mails stay on one line; names wrap, but not into a sliver. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const NAME = { minWidth: 120 } as const;

/**
 * The list tab (spec part 2 §2.3, §6): 10 bookings a page, newest first, of the working shop
 * chosen in the top bar (every shop's for staff who chose every shop). Staff see the shop, its
 * e-mail and phone. Each row opens the booking (a pencil, or an eye where it is only viewed:
 * `viewOnly`) and prints its delivery label.
 */
export function BookingList({ canList }: { canList: boolean }) {
  const translate = useTranslate();
  const session = useSession();
  const everyShop = !!session?.isStaff;
  // Staff move a booking until it is final; a shop changes its own while it awaits confirmation.
  const manages = useMayDo('bookings', 'manage');
  if (!canList) {
    return (
      <CardContent>
        <Typography>{translate(`${T}.no_shop`)}</Typography>
      </CardContent>
    );
  }
  const date = (r: BookingListRow) => formatDate(r.booking_dt);
  const status = (r: BookingListRow) => (
    <BookingStatusChip status={r.booking_status} name={r.status_name} />
  );
  const open = (r: BookingListRow) => (
    <EditButton
      resource="bookings"
      keys={T}
      id={r.id}
      readOnly={viewOnly(r.is_booking, manages)}
      labelArgs={{ booking: r.booking_no }}
    />
  );
  const print = (r: BookingListRow) => <PrintBookingButton id={r.id} bookingNo={r.booking_no} />;
  const empty = (
    <EmptyList
      keys={T}
      icon={EventAvailableOutlined}
      body={translate(`${T}.${everyShop ? 'empty_body_staff' : 'empty_body'}`)}
    />
  );
  return (
    <>
      <FirstPageOnShopChange shopId={session?.shopId ?? null} />
      <ListTabs
        tabs={BOOKING_TAB_NAMES}
        keys={`${T}.tabs`}
        queueSort={SOONEST_DELIVERY}
        sort={LATEST_DELIVERY}
      />
      <ListRows<BookingListRow>
        empty={empty}
        primary={(r) => r.booking_no}
        facts={(r) => (
          <>
            <span>{`${date(r)} ${r.booking_time}`}</span>
            {everyShop && <span>{r.shop_name}</span>}
            <span>{r.contact_name}</span>
            {status(r)}
          </>
        )}
        buttons={(r) => (
          <>
            {open(r)}
            {print(r)}
          </>
        )}
        tableSx={{ ...listTableSx, '& .MuiTableCell-root': { px: 1 } }}
      >
        <Col label={`${T}.col_no`} source="booking_no" disableSort sx={NOWRAP} />
        <Col label={`${T}.col_date`} source="booking_dt" disableSort render={date} sx={NOWRAP} />
        <Col label={`${T}.col_time`} source="booking_time" disableSort sx={NOWRAP} />
        {everyShop && <Col label={`${T}.col_shop`} source="shop_name" disableSort sx={NAME} />}
        {everyShop && <Col label={`${T}.col_email`} source="email" disableSort sx={NOWRAP} />}
        {everyShop && <Col label={`${T}.col_phone`} source="com_tel" disableSort sx={NOWRAP} />}
        <Col label={`${T}.col_contact`} source="contact_name" disableSort sx={NAME} />
        <Col label={`${T}.col_status`} render={status} sx={NOWRAP} />
        <Col label={`${T}.col_open`} align="center" render={open} sx={NOWRAP} />
        <Col label={`${T}.col_print`} align="center" render={print} sx={NOWRAP} />
      </ListRows>
      <Pager totalKey={`${T}.total`} />
    </>
  );
}
