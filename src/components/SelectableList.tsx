import { useEffect, useRef, type ReactNode } from 'react';
import { useListContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useIsPhone } from './useIsPhone';

const T = 'app.selection';
const numberFormat = new Intl.NumberFormat('th-TH');
/** The room the docked bar takes at the foot of a phone's screen, in px. */
const DOCKED_ROOM = 72;

/** Which rows of a list may be selected (all when not given). */
export type IsSelectable = (record: RaRecord) => boolean;

/**
 * The select checkbox of one row of a list (react-admin's list selection, kept across pages
 * the way `<BulkActionsToolbar>` keeps it). `label` is the row's accessible name; `blocked`
 * (translated: why not) disables it, its tooltip saying why.
 */
export function SelectRowCheckbox({
  id,
  label,
  blocked,
}: {
  id: Identifier;
  label: string;
  blocked?: string;
}) {
  const { selectedIds, onToggleItem } = useListContext();
  const box = (
    <Checkbox
      size="small"
      checked={blocked === undefined && selectedIds.includes(id)}
      disabled={blocked !== undefined}
      onChange={() => onToggleItem(id)}
      onClick={(e) => e.stopPropagation()}
      slotProps={{ input: { 'aria-label': blocked ? `${label} (${blocked})` : label } }}
      sx={{ p: 0.5 }}
    />
  );
  return blocked === undefined ? (
    box
  ) : (
    <Tooltip title={blocked}>
      {/* A disabled checkbox fires no events: the span keeps the tooltip working. */}
      <span>{box}</span>
    </Tooltip>
  );
}

/**
 * Selects or unselects every row of the page shown that may be selected; rows picked on other
 * pages stay picked.
 */
export function SelectPageCheckbox({
  withLabel = false,
  isSelectable,
}: {
  withLabel?: boolean;
  isSelectable?: IsSelectable;
}) {
  const translate = useTranslate();
  const { data, selectedIds, onSelect } = useListContext();
  const pageIds: Identifier[] = (data ?? [])
    .filter((r) => !isSelectable || isSelectable(r))
    .map((r) => r.id);
  const chosen = pageIds.filter((id) => selectedIds.includes(id));
  const all = pageIds.length > 0 && chosen.length === pageIds.length;
  const half = !all && chosen.length > 0;
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
      indeterminate={half}
      disabled={pageIds.length === 0}
      onChange={toggle}
      slotProps={{
        input: {
          'aria-label': withLabel ? undefined : label,
          // MUI marks the half-ticked box aria-checked="mixed"; the native box's own state
          // must say the same (axe: aria-conditional-attr), so it is set on the input too.
          ref: (input: HTMLInputElement | null) => {
            if (input) input.indeterminate = half;
          },
        },
      }}
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
export function SelectableList({
  children,
  isSelectable,
}: {
  children?: ReactNode;
  isSelectable?: IsSelectable;
}) {
  const translate = useTranslate();
  const { selectedIds, total, meta, onUnselectItems } = useListContext();
  // An estimated total (past 1,000 rows) reads "about N", as the pager says it.
  const estimated = (meta as { totalEstimated?: boolean } | undefined)?.totalEstimated === true;
  // On a phone, once rows are picked, the bar stays at the foot of the screen while the list
  // scrolls, its actions within the thumb's reach; the page leaves room for it below.
  const isPhone = useIsPhone();
  const docked = isPhone && selectedIds.length > 0;
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!docked || !element) return;
    // As much room as the bar takes: its buttons may wrap onto a second line.
    const leaveRoom = () => {
      document.body.style.paddingBottom = `${Math.max(DOCKED_ROOM, element.offsetHeight)}px`;
    };
    leaveRoom();
    const watch = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(leaveRoom);
    watch?.observe(element);
    return () => {
      watch?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [docked]);
  return (
    <Box
      ref={bar}
      role="toolbar"
      aria-label={translate(`${T}.toolbar`)}
      sx={{
        ...(docked && {
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          bgcolor: 'background.paper',
          boxShadow: 8,
          minHeight: DOCKED_ROOM - 8,
        }),
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        ...(!docked && { bgcolor: selectedIds.length ? 'action.selected' : undefined }),
      }}
    >
      <SelectPageCheckbox withLabel isSelectable={isSelectable} />
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
