import { DataTable, useTranslate } from 'react-admin';
import type { PackingReportRow } from '../../../contract/schemas/reports';
import { amountCol } from '../../components/listParts';
import { ReportRows, Seq } from './ReportRows';
import { T } from './reportTabs';

const S = `${T}.packing`;
const Col = DataTable.Col<PackingReportRow>;
const count = new Intl.NumberFormat('th-TH');

/**
 * The packing-equipment report's rows (spec part 3 §2, staff): per shop in the dates, its
 * product-set orders, its packed orders and their sum.
 */
export function PackingReport() {
  const translate = useTranslate();
  return (
    <ReportRows<PackingReportRow>
      tab="packing"
      primary={(r) => r.shop_name}
      secondary={(r) => (
        <>
          <span>{`${translate(`${S}.col_set_orders`)} ${count.format(r.pd_order_amount)}`}</span>
          <span>{`${translate(`${S}.col_orders`)} ${count.format(r.pd_packing_amount)}`}</span>
          <span>{`${translate(`${S}.col_total`)} ${count.format(r.total)}`}</span>
        </>
      )}
    >
      <Col label={`${T}.col_rank`} render={(r) => <Seq id={r.id} />} />
      <Col label={`${T}.col_shop`} source="shop_name" disableSort sx={{ minWidth: 160 }} />
      {amountCol<PackingReportRow>({
        label: `${S}.col_set_orders`,
        render: (r) => count.format(r.pd_order_amount),
      })}
      {amountCol<PackingReportRow>({
        label: `${S}.col_orders`,
        render: (r) => count.format(r.pd_packing_amount),
      })}
      {amountCol<PackingReportRow>({
        label: `${S}.col_total`,
        render: (r) => count.format(r.total),
        bold: true,
      })}
    </ReportRows>
  );
}
