import type { ReactNode } from 'react';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

const T = 'app.selection';
const numberFormat = new Intl.NumberFormat('th-TH');

/**
 * The select checkbox of one row of a list (react-admin's list selection, kept across pages
 * the way `<BulkActionsToolbar>` keeps it). `label` is the row's accessible name.
 */
export function SelectRowCheckbox({ id, label }: { id: Identifier; label: string }) {
  const { selectedIds, onToggleItem } = useListContext();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(id)}
      onChange={() => onToggleItem(id)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': label } }}
      sx={{ p: 0.5 }}
    />
  );
}

/** Selects or unselects every row of the page shown; rows picked on other pages stay picked. */
export function SelectPageCheckbox({ withLabel = false }: { withLabel?: boolean }) {
  const translate = useTranslate();
  const { data, selectedIds, onSelect } = useListContext();
  const pageIds: Identifier[] = (data ?? []).map((r) => r.id);
  const chosen = pageIds.filter((id) => selectedIds.includes(id));
  const all = pageIds.length > 0 && chosen.length === pageIds.length;
  const toggle = () =>
    onSelect(
      all
        ? selectedIds.filter((id) => !pageIds.includes(id))
        : [...new Set([...selectedIds, ...pageIds])],
    );
  const label = translate(`${T}.select_page`);
  const box = (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={!all && chosen.length > 0}
      disabled={pageIds.length === 0}
      onChange={toggle}
      slotProps={{ input: { 'aria-label': withLabel ? undefined : label } }}
      sx={{ p: 0.5 }}
    />
  );
  return withLabel ? <FormControlLabel control={box} label={label} sx={{ mr: 0 }} /> : box;
}

/**
 * The selection bar of a selectable list (DESIGN.md "Shared building blocks"): select-all of
 * the page, the counter 'selected n / total N items', a button that clears the selection, and
 * the list's bulk action buttons (children), which read `selectedIds` from the list context.
 * The rows put a `<SelectRowCheckbox>` on each row (and `<SelectPageCheckbox>` in a table
 * header); the list's `storeKey` keeps the selection while the pages change.
 */
export function SelectableList({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { selectedIds, total, meta, onUnselectItems } = useListContext();
  // An estimated total (past 1,000 rows) reads "about N", as the pager says it.
  const estimated = (meta as { totalEstimated?: boolean } | undefined)?.totalEstimated === true;
  return (
    <Box
      role="toolbar"
      aria-label={translate(`${T}.toolbar`)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selectedIds.length ? 'action.selected' : undefined,
      }}
    >
      <SelectPageCheckbox withLabel />
      <Typography role="status" variant="body2" sx={{ flex: '1 1 auto' }}>
        {translate(estimated ? `${T}.counter_about` : `${T}.counter`, {
          selected: numberFormat.format(selectedIds.length),
          total: numberFormat.format(total ?? 0),
        })}
      </Typography>
      {selectedIds.length > 0 && (
        <Button size="small" onClick={() => onUnselectItems()}>
          {translate(`${T}.clear`)}
        </Button>
      )}
      {children}
    </Box>
  );
}
