import type { ReactElement, ReactNode } from 'react';
import { ALL_TAB } from '../../contract/limits';
import {
  DataTable,
  SimpleList,
  useListContext,
  useListController,
  useTranslate,
  type FilterPayload,
  type ListControllerProps,
  type RaRecord,
  type SimpleListProps,
  type SortPayload,
} from 'react-admin';
import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SxProps, Theme } from '@mui/material/styles';
import { PAGE_SIZE } from '../../contract/limits';
import { SavedViewsButton } from './SavedViews';
import { SearchBar } from './SearchBar';
import { useIsPhone } from './useIsPhone';

/**
 * `<List queryOptions>` of a list whose rows are shorter than the records `getOne` reads: the
 * rows then do not stand in for the record when its edit or show screen opens.
 */
export const SHORT_ROWS = { meta: { rows: 'short' } } as const;

/** The order of every list unless it says otherwise. */
export const NEWEST_FIRST: SortPayload = { field: 'id', order: 'DESC' };

/**
 * The controller of a list inside a screen or a dialog: 10 a page, newest first unless
 * `sort` says otherwise, its page and search its own (not the URL's, not the store's).
 */
export function useOwnList<R extends RaRecord>(
  props: ListControllerProps<R> & { resource: string; filter: FilterPayload },
) {
  return useListController<R>({
    perPage: PAGE_SIZE,
    sort: NEWEST_FIRST,
    disableSyncWithLocation: true,
    storeKey: false,
    ...props,
  });
}

/** A row of a list screen whose two parts go to either end, wrapping on a narrow screen. */
export const SPREAD_ROW = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  px: 2,
} as const;

/** A list's button that opens another screen (add, import): a link styled as a button. */
export function LinkButton({
  to,
  icon,
  primary,
  children,
}: {
  to: string;
  icon: ReactNode;
  /** The screen's main action (add): a filled button; others are outlined. */
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Button component={Link} to={to} variant={primary ? 'contained' : 'outlined'} startIcon={icon}>
      {children}
    </Button>
  );
}

/**
 * The top of every list screen: the title (h1) with its buttons (the saved views first, where
 * the list has them: components/SavedViews.tsx), an optional line under it (the working
 * shop), the search box, and a thin progress line while the list loads. `keys`
 * is the i18n section holding the search box's search_label and search_placeholder. A list
 * the server does not search shows its own `filters` where the search box would be.
 */
export function ListHeading({
  title,
  subtitle,
  actions,
  keys,
  filters,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  keys: string;
  filters?: ReactNode;
}) {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return (
    <>
      <Box sx={{ ...SPREAD_ROW, gap: 2, pt: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <SavedViewsButton />
          {actions}
        </Box>
      </Box>
      <Box sx={{ px: 2, py: 2 }}>
        {filters ?? (
          <SearchBar
            label={translate(`${keys}.search_label`)}
            placeholder={translate(`${keys}.search_placeholder`)}
          />
        )}
      </Box>
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
    </>
  );
}

/**
 * A list table's style: on a narrow screen the table scrolls inside the card, not the whole
 * page (a zero width keeps the table's width out of the layout's size, min-width fills the card).
 */
export const listTableSx = {
  overflowX: 'auto',
  width: 0,
  minWidth: '100%',
  '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
} as const;

/**
 * A column of counts or amounts in a `<DataTable>`: right-aligned, on one line, not sortable.
 * A function, not a component: the table reads its columns' own elements.
 */
export function amountCol<R extends RaRecord>({
  label,
  source,
  render,
  bold,
}: {
  label: string;
  source?: string;
  render: (record: R) => ReactNode;
  bold?: boolean;
}) {
  return (
    <DataTable.Col<R>
      label={label}
      source={source}
      align="right"
      disableSort
      render={render}
      sx={bold ? { whiteSpace: 'nowrap', fontWeight: 600 } : { whiteSpace: 'nowrap' }}
    />
  );
}

/** A list's phone layout (react-admin's `<SimpleList>`): rows apart by a line, text wrapped. */
export const phoneListSx = {
  '& .MuiListItemIcon-root': { minWidth: 0 },
  '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
  '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' },
} as const;

/**
 * An empty list: with a search, "nothing matches" and a button that clears it; without one,
 * the list's own empty message. `keys` is the i18n section holding empty_title,
 * no_results_title, no_results_body (%{q}) and clear_search.
 */
export function EmptyList({
  keys,
  icon: Icon,
  body,
}: {
  keys: string;
  icon: typeof SvgIcon;
  /** The text under the empty title, when the list has one. */
  body?: string;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  // A status tab with nothing in it (components/ListTabs.tsx) says so; the list is not empty.
  const tab = typeof filterValues.tab === 'string' ? filterValues.tab : ALL_TAB;
  const onTab = tab !== ALL_TAB && !q;
  const Shown = q ? SearchOff : Icon;
  const text = q ? translate(`${keys}.no_results_body`, { q }) : onTab ? undefined : body;
  const title = q
    ? translate(`${keys}.no_results_title`)
    : translate(onTab ? 'app.list_tabs.empty' : `${keys}.empty_title`);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Shown color="action" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      {q && (
        <Button sx={{ mt: 2 }} onClick={() => setFilters(tab === ALL_TAB ? {} : { tab }, {})}>
          {translate(`${keys}.clear_search`)}
        </Button>
      )}
    </Box>
  );
}

/** A phone row's facts: on one wrapped line under its title. */
const FACTS_SX = { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 } as const;
/** Phone rows apart by a line. */
const ROWS_APART = { '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' } } as const;

/**
 * A list's rows: on a phone react-admin's `<SimpleList>` drawn by `phone`, else a
 * `<DataTable>` of the columns given as `children`; neither opens a row on click.
 */
export function PhoneOrTable<R extends RaRecord>({
  empty,
  phone,
  tableSx = listTableSx,
  children,
}: {
  empty: ReactElement;
  phone: Pick<SimpleListProps<R>, 'primaryText' | 'secondaryText' | 'rightIcon' | 'sx'>;
  tableSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  if (isPhone) return <SimpleList<R> rowClick={false} empty={empty} {...phone} />;
  return (
    <DataTable<R> rowClick={false} bulkActionButtons={false} empty={empty} sx={tableSx}>
      {children}
    </DataTable>
  );
}

/**
 * A list's rows: a `<DataTable>` of the columns given as `children`, or on a phone
 * react-admin's `<SimpleList>` of the same rows, each with its title, its facts on a wrapped
 * line and its buttons at the end.
 */
export function ListRows<R extends RaRecord>({
  empty,
  primary,
  facts,
  buttons,
  factsSx = FACTS_SX,
  phoneSx = ROWS_APART,
  tableSx,
  children,
}: {
  empty: ReactElement;
  primary: (row: R) => ReactNode;
  facts: (row: R) => ReactNode;
  buttons?: (row: R) => ReactNode;
  factsSx?: SxProps<Theme>;
  phoneSx?: SxProps<Theme>;
  tableSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <PhoneOrTable<R>
      empty={empty}
      tableSx={tableSx}
      phone={{
        primaryText: primary,
        secondaryText: (r) => (
          <Box component="span" sx={factsSx}>
            {facts(r)}
          </Box>
        ),
        rightIcon: buttons && ((r) => <Box sx={{ display: 'flex' }}>{buttons(r)}</Box>),
        sx: phoneSx,
      }}
    >
      {children}
    </PhoneOrTable>
  );
}
