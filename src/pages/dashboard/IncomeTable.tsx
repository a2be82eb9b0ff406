import { useCallback, useMemo } from 'react';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  SimpleList,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IncomeRow } from '../../../contract/schemas/dashboard';
import { ExportButton } from '../../components/ExportButton';
import { formatBaht } from '../../components/format';
import { amountCol, listTableSx, phoneListSx, useOwnList } from '../../components/listParts';
import { Pager } from '../../components/Pager';
import { useIsPhone } from '../../components/useIsPhone';
import { useNumberFormat } from '../../components/useNumberFormat';
import { useOnChange } from '../../components/useOnChange';
import { PeriodFields } from './DashboardFilters';
import { usePeriod } from './dashboardState';
import { Section } from './Section';

const T = 'app.dashboard';
/** The data provider's resource of the table (src/providers/dataProvider.ts). */
const RESOURCE = 'dashboardIncome';
const Col = DataTable.Col<IncomeRow>;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** The server ranks the rows (most income first): the table keeps its order. */
const BY_RANK = { field: 'rank', order: 'ASC' } as const;

/**
 * The income table of every product sold in its own period: rank, code, product, quantity and
 * sales (the product's share of its orders' totals, so the rows of a period add up to its sales
 * total), 10 a page from the server, and the download of the same period as income-report.xlsx.
 */
export function IncomeTable({ shopId }: { shopId: number | undefined }) {
  const translate = useTranslate();
  const period = usePeriod();
  const query = { shop_id: shopId, ...period.query };
  const key = JSON.stringify(query);
  const filter = useMemo(() => JSON.parse(key) as typeof query, [key]);
  const list = useOwnList<IncomeRow>({ resource: RESOURCE, filter, sort: BY_RANK });
  const { setPage } = list;
  // Another period or shop starts again on the first page.
  useOnChange(
    key,
    useCallback(() => setPage(1), [setPage]),
  );
  return (
    <Section
      title={translate(`${T}.income_title`)}
      note={translate(`${T}.income_note`)}
      filters={
        <>
          <PeriodFields period={period} />
          <Box sx={{ ml: { sm: 'auto' }, alignSelf: 'center' }}>
            <ExportButton
              endpoint="dashboardIncomeExport"
              query={filter}
              label={translate(`${T}.download`)}
              title={translate(`${T}.download_title`)}
            />
          </Box>
        </>
      }
    >
      <ResourceContextProvider value={RESOURCE}>
        <ListContextProvider value={list}>
          {list.error ? <Alert severity="error">{translate(`${T}.load_failed`)}</Alert> : <Rows />}
          <Pager totalKey={`${T}.income_total`} />
        </ListContextProvider>
      </ResourceContextProvider>
    </Section>
  );
}

function Rows() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const number = useNumberFormat();
  const empty = (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate(`${T}.income_empty`)}
    </Typography>
  );
  const income = (r: IncomeRow) => formatBaht(r.total_income);
  const quantity = (r: IncomeRow) => number(r.total_order);
  if (isPhone) {
    return (
      <SimpleList<IncomeRow>
        rowClick={false}
        empty={empty}
        leftIcon={(r) => (
          <Box component="span" sx={{ minWidth: 32, fontWeight: 600, color: 'text.primary' }}>
            {r.rank}
          </Box>
        )}
        primaryText={(r) => r.product_name_th}
        secondaryText={(r) =>
          `${r.customer_product_id} · ${translate(`${T}.col_quantity`)} ${quantity(r)} · ${income(r)}`
        }
        sx={phoneListSx}
      />
    );
  }
  return (
    <DataTable<IncomeRow>
      rowClick={false}
      bulkActionButtons={false}
      empty={empty}
      sx={{ ...listTableSx, '& .MuiTableCell-root': { px: 1 } }}
    >
      <Col label={`${T}.col_rank`} source="rank" disableSort sx={NOWRAP} />
      <Col label={`${T}.col_code`} source="customer_product_id" disableSort sx={NOWRAP} />
      <Col label={`${T}.col_product`} source="product_name_th" disableSort />
      {amountCol({ label: `${T}.col_quantity`, source: 'total_order', render: quantity })}
      {amountCol({ label: `${T}.col_income`, source: 'total_income', render: income })}
    </DataTable>
  );
}
