import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import type SvgIcon from '@mui/material/SvgIcon';
import { SearchBar } from './SearchBar';

/**
 * `<List queryOptions>` of a list whose rows are shorter than the records `getOne` reads: the
 * rows then do not stand in for the record when its edit or show screen opens.
 */
export const SHORT_ROWS = { meta: { rows: 'short' } } as const;

/**
 * The top of every list screen: the title (h1) with its buttons, an optional line under it
 * (the working shop), the search box, and a thin progress line while the list loads.
 */
export function ListHeading({
  title,
  subtitle,
  actions,
  searchLabel,
  searchPlaceholder,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  searchLabel: string;
  searchPlaceholder: string;
}) {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          px: 2,
          pt: 2,
        }}
      >
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
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      <Box sx={{ px: 2, py: 2 }}>
        <SearchBar label={searchLabel} placeholder={searchPlaceholder} />
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
  const Shown = q ? SearchOff : Icon;
  const text = q ? translate(`${keys}.no_results_body`, { q }) : body;
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Shown color="action" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h6" gutterBottom>
        {translate(`${keys}.${q ? 'no_results_title' : 'empty_title'}`)}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      {q && (
        <Button sx={{ mt: 2 }} onClick={() => setFilters({}, {})}>
          {translate(`${keys}.clear_search`)}
        </Button>
      )}
    </Box>
  );
}
