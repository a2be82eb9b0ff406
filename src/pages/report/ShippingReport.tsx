import { DataTable } from 'react-admin';
import type { ShippingReportRow } from '../../../contract/schemas/reports';
import { formatDate } from '../../components/format';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { ReportRows, Seq } from './ReportRows';
import { T } from './reportTabs';

const S = `${T}.shipping`;
const Col = DataTable.Col<ShippingReportRow>;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const customer = (r: ShippingReportRow) => `${r.order_name} ${r.order_lastname}`.trim();
const status = (r: ShippingReportRow) => (
  <OrderStatusChip isOrder={r.is_order} name={r.order_status} />
);

/** The shipping report's rows (spec part 3 §2): the orders handed to shipping, newest first. */
export function ShippingReport() {
  return (
    <ReportRows<ShippingReportRow>
      tab="shipping"
      primary={(r) => `${r.order_id} · ${customer(r)}`}
      secondary={(r) => (
        <>
          <span>{formatDate(r.order_dt)}</span>
          <span>{r.tel}</span>
          <span>{r.delivery_platform}</span>
          {status(r)}
        </>
      )}
    >
      <Col label={`${T}.col_rank`} render={(r) => <Seq id={r.id} />} />
      <Col label={`${S}.col_order`} source="order_id" disableSort sx={NOWRAP} />
      <Col label={`${S}.col_customer`} disableSort render={customer} />
      <Col label={`${S}.col_tel`} source="tel" disableSort sx={NOWRAP} />
      <Col label={`${S}.col_platform`} source="delivery_platform" disableSort />
      <Col label={`${S}.col_status`} disableSort render={status} sx={NOWRAP} />
      <Col label={`${S}.col_date`} disableSort render={(r) => formatDate(r.order_dt)} sx={NOWRAP} />
    </ReportRows>
  );
}
