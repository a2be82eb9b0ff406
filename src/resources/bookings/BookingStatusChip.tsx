import { useTranslate } from 'react-admin';
import {
  BOOKING_STATUSES,
  BOOKING_TONE,
  type BookingStatus,
} from '../../../contract/schemas/bookings';
import { StatusChip } from '../../components/StatusChip';

const isStatus = (n: number): n is BookingStatus =>
  (BOOKING_STATUSES as readonly number[]).includes(n);

/** A booking's status: its Thai name and colour from the contract's catalogue. */
export function BookingStatusChip({ status, name }: { status: number; name?: string }) {
  const translate = useTranslate();
  const label = translate(`app.bookings.status.${status}`, { _: name ?? String(status) });
  return <StatusChip label={label} tone={isStatus(status) ? BOOKING_TONE[status] : 'default'} />;
}
