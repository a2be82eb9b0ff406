import { DataTable } from 'react-admin';
import type { InventoryReportRow } from '../../../contract/schemas/reports';
import { formatBaht } from '../../components/format';
import { amountCol } from '../../components/listParts';
import { countCol, CountFact, ReportRows, Seq } from './ReportRows';
import { T } from './reportTabs';

const S = `${T}.inventory`;
const Col = DataTable.Col<InventoryReportRow>;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The inventory report's rows (spec part 3 §2): each stock item with its count and price. */
export function InventoryReport() {
  return (
    <ReportRows<InventoryReportRow>
      tab="inventory"
      primary={(r) => r.product_name_th}
      secondary={(r) => (
        <>
          <span>{r.customer_product_id}</span>
          <span>{r.shop_name}</span>
          <CountFact label={`${S}.col_stock`} count={r.inventory} />
          <span>{formatBaht(r.price)}</span>
        </>
      )}
    >
      <Col label={`${T}.col_rank`} render={(r) => <Seq id={r.id} />} />
      <Col label={`${T}.col_shop`} source="shop_name" disableSort sx={{ minWidth: 140 }} />
      <Col label={`${S}.col_product`} source="product_name_th" disableSort sx={{ minWidth: 180 }} />
      <Col label={`${S}.col_code`} source="customer_product_id" disableSort sx={NOWRAP} />
      {countCol<InventoryReportRow>(`${S}.col_stock`, (r) => r.inventory)}
      {amountCol<InventoryReportRow>({
        label: `${S}.col_price`,
        render: (r) => formatBaht(r.price),
      })}
    </ReportRows>
  );
}
