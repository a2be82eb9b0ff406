import { DataTable } from 'react-admin';
import type { PackingReportRow } from '../../../contract/schemas/reports';
import { countCol, CountFact, ReportRows, Seq } from './ReportRows';
import { T } from './reportTabs';

const S = `${T}.packing`;
const Col = DataTable.Col<PackingReportRow>;

/**
 * The packing-equipment report's rows (spec part 3 §2, staff): per shop in the dates, its
 * product-set orders, its packed orders and their sum.
 */
export function PackingReport() {
  return (
    <ReportRows<PackingReportRow>
      tab="packing"
      primary={(r) => r.shop_name}
      secondary={(r) => (
        <>
          <CountFact label={`${S}.col_set_orders`} count={r.pd_order_amount} />
          <CountFact label={`${S}.col_orders`} count={r.pd_packing_amount} />
          <CountFact label={`${S}.col_total`} count={r.total} />
        </>
      )}
    >
      <Col label={`${T}.col_rank`} render={(r) => <Seq id={r.id} />} />
      <Col label={`${T}.col_shop`} source="shop_name" disableSort sx={{ minWidth: 160 }} />
      {countCol<PackingReportRow>(`${S}.col_set_orders`, (r) => r.pd_order_amount)}
      {countCol<PackingReportRow>(`${S}.col_orders`, (r) => r.pd_packing_amount)}
      {countCol<PackingReportRow>(`${S}.col_total`, (r) => r.total, true)}
    </ReportRows>
  );
}
