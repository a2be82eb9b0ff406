import { DataTable, useTranslate } from 'react-admin';
import type { InventoryReportRow } from '../../../contract/schemas/reports';
import { formatBaht } from '../../components/format';
import { amountCol } from '../../components/listParts';
import { ReportRows, Seq } from './ReportRows';
import { T } from './reportTabs';

const S = `${T}.inventory`;
const Col = DataTable.Col<InventoryReportRow>;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
const count = new Intl.NumberFormat('th-TH');

/** The inventory report's rows (spec part 3 §2): each stock item with its count and price. */
export function InventoryReport() {
  const translate = useTranslate();
  return (
    <ReportRows<InventoryReportRow>
      tab="inventory"
      primary={(r) => r.product_name_th}
      secondary={(r) => (
        <>
          <span>{r.customer_product_id}</span>
          <span>{r.shop_name}</span>
          <span>{`${translate(`${S}.col_stock`)} ${count.format(r.inventory)}`}</span>
          <span>{formatBaht(r.price)}</span>
        </>
      )}
    >
      <Col label={`${T}.col_rank`} render={(r) => <Seq id={r.id} />} />
      <Col label={`${T}.col_shop`} source="shop_name" disableSort sx={{ minWidth: 140 }} />
      <Col label={`${S}.col_product`} source="product_name_th" disableSort sx={{ minWidth: 180 }} />
      <Col label={`${S}.col_code`} source="customer_product_id" disableSort sx={NOWRAP} />
      {amountCol<InventoryReportRow>({
        label: `${S}.col_stock`,
        render: (r) => count.format(r.inventory),
      })}
      {amountCol<InventoryReportRow>({
        label: `${S}.col_price`,
        render: (r) => formatBaht(r.price),
      })}
    </ReportRows>
  );
}
