import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ReportTab } from '../../../contract/schemas/reports';
import { formatCount } from '../../components/format';
import { amountCol, ListRows, phoneListSx } from '../../components/listParts';
import { T } from './reportTabs';

/** The row's sequence number, continuing across pages (page 2 starts at 11). */
export function Seq({ id }: { id: number }) {
  const { data, page, perPage } = useListContext<{ id: number }>();
  const index = data?.findIndex((r) => r.id === id) ?? -1;
  return <>{index < 0 ? '' : (page - 1) * perPage + index + 1}</>;
}

const ICONS: Record<ReportTab, typeof SvgIcon> = {
  shipping: LocalShippingOutlined,
  inventory: Inventory2Outlined,
  packing: Inventory2Outlined,
};

/**
 * No rows: with a search, "nothing matches" and a button that clears the search only (the
 * shop and the dates stay); without one, the tab's own empty message.
 */
function Empty({ tab }: { tab: ReportTab }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  const keys = `${T}.${tab}`;
  const Icon = q ? SearchOff : ICONS[tab];
  const clear = () => {
    const next: Record<string, unknown> = { ...filterValues };
    delete next.q;
    setFilters(next, displayedFilters);
  };
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Icon color="action" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${keys}.${q ? 'no_results_title' : 'empty_title'}`)}
      </Typography>
      <Typography color="text.secondary">
        {q ? translate(`${keys}.no_results_body`, { q }) : translate(`${keys}.empty_body`)}
      </Typography>
      {q && (
        <Button sx={{ mt: 2 }} onClick={clear}>
          {translate(`${keys}.clear_search`)}
        </Button>
      )}
    </Box>
  );
}

/** A count column of a report: right-aligned, with thousands separators. */
export const countCol = <R extends { id: number }>(
  label: string,
  count: (row: R) => number,
  bold?: boolean,
) => amountCol<R>({ label, render: (r) => formatCount(count(r)), bold });

/** A count in a phone row's details, after its column's label. */
export function CountFact({ label, count }: { label: string; count: number }) {
  const translate = useTranslate();
  return <span>{`${translate(label)} ${formatCount(count)}`}</span>;
}

/** A phone row's details: on one wrapped line, centred. */
const FACTS_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 1.5,
  mt: 0.5,
} as const;

/**
 * A report's rows: a table (its columns as `children`), or on a phone a simple list of the
 * same rows; a spinner while the first page loads, the tab's empty state when there is none.
 */
export function ReportRows<R extends { id: number }>({
  tab,
  children,
  primary,
  secondary,
}: {
  tab: ReportTab;
  children: ReactNode;
  /** A phone row's first line (the sequence number goes before it). */
  primary: (row: R) => ReactNode;
  /** A phone row's details. */
  secondary: (row: R) => ReactNode;
}) {
  const translate = useTranslate();
  const { isPending } = useListContext();
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={translate(`${T}.loading`)} />
      </Box>
    );
  return (
    <ListRows<R>
      empty={<Empty tab={tab} />}
      primary={(r) => (
        <>
          <Seq id={r.id} />. {primary(r)}
        </>
      )}
      facts={secondary}
      factsSx={FACTS_SX}
      phoneSx={phoneListSx}
    >
      {children}
    </ListRows>
  );
}
