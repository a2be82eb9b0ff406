import { useEffect, useRef, type ReactNode } from 'react';
import {
  DataTable,
  ListContextProvider,
  useListContext,
  useTranslate,
  type FilterPayload,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import SearchOff from '@mui/icons-material/SearchOff';
import { EmptyList, listTableSx, SHORT_ROWS, useOwnList } from './listParts';
import { Pager } from './Pager';
import { SearchBar } from './SearchBar';
import { useIsPhone } from './useIsPhone';

export interface PickerModalProps<R extends RaRecord> {
  /** The picker is open while true; each opening starts with no search and `initial` chosen. */
  open: boolean;
  /** Translated dialog title. */
  title: string;
  /** The react-admin resource listed (its dataProvider list call pages and searches it). */
  resource: string;
  /** Fixed filter of the list (e.g. the shop). */
  filter: FilterPayload;
  /** Several records may be chosen; otherwise choosing one replaces the last. */
  multiple?: boolean;
  /**
   * Catalogue section holding `total` (%{total}), search_label, search_placeholder,
   * empty_title, no_results_title, no_results_body (%{q}) and clear_search.
   */
  keys: string;
  /** The table's columns (`<DataTable.Col>` elements) after the checkbox. */
  children: ReactNode;
  /** Accessible name of a row's checkbox, e.g. 'เลือก <product name>'. */
  rowLabel: (record: R) => string;
  /** Rows listed but not to be chosen (their checkbox disabled), e.g. a role's own members. */
  unavailable?: (record: R) => boolean;
  /** Records chosen before it opened. */
  initial?: R[];
  onConfirm: (records: R[]) => void;
  onClose: () => void;
}

/**
 * The picker modal (DESIGN.md "Shared building blocks"): a dialog listing a resource through
 * the dataProvider (react-admin's list controller and `ListContextProvider`: server search
 * and paging, 10 a page, the portal's `Pager`), a checkbox per row, single or multiple
 * selection kept across pages, and Confirm, which hands the chosen records back.
 */
export function PickerModal<R extends RaRecord>(props: PickerModalProps<R>) {
  const isPhone = useIsPhone();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      aria-labelledby="picker-modal-title"
    >
      {props.open && <PickerBody {...props} />}
    </Dialog>
  );
}

function PickerBody<R extends RaRecord>({
  title,
  resource,
  filter,
  multiple = false,
  keys,
  children,
  rowLabel,
  unavailable,
  initial = [],
  onConfirm,
  onClose,
}: PickerModalProps<R>) {
  const translate = useTranslate();
  // The picker's page, search and selection are its own: not the URL's, not the store's.
  const list = useOwnList<R>({
    resource,
    filter,
    // The screen that opens it is already signed in and allowed; the list's menu may differ.
    disableAuthentication: true,
    queryOptions: SHORT_ROWS,
  });
  const { data, selectedIds, onSelect } = list;

  // Records seen on any page, so Confirm can hand back those chosen on an earlier page.
  const seen = useRef(new Map<Identifier, R>(initial.map((r) => [r.id, r])));
  useEffect(() => {
    for (const r of data ?? []) seen.current.set(r.id, r);
  }, [data]);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (initial.length) onSelect(initial.map((r) => r.id));
  }, [initial, onSelect]);

  const confirm = () => {
    const chosen = selectedIds.flatMap((id) => seen.current.get(id) ?? []);
    onConfirm(chosen);
  };

  return (
    <ListContextProvider value={list}>
      <DialogTitle id="picker-modal-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 2 } }}>
        <SearchBar
          label={translate(`${keys}.search_label`)}
          placeholder={translate(`${keys}.search_placeholder`)}
        />
        <DataTable<R>
          rowClick={false}
          bulkActionButtons={false}
          empty={<EmptyList keys={keys} icon={SearchOff} />}
          sx={{ ...listTableSx, mt: 2 }}
        >
          <DataTable.Col<R>
            label={translate('app.picker.col_select')}
            render={(r) => (
              <PickCheckbox
                record={r}
                multiple={multiple}
                label={rowLabel(r)}
                disabled={unavailable?.(r) ?? false}
              />
            )}
          />
          {children}
        </DataTable>
        <Pager totalKey={`${keys}.total`} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={selectedIds.length === 0} onClick={confirm}>
          {translate('app.picker.confirm')}
        </Button>
      </DialogActions>
    </ListContextProvider>
  );
}

/** A row's checkbox: toggles it (multiple) or makes it the one chosen (single). */
function PickCheckbox({
  record,
  multiple,
  label,
  disabled,
}: {
  record: RaRecord;
  multiple: boolean;
  label: string;
  disabled: boolean;
}) {
  const { selectedIds, onSelect, onToggleItem } = useListContext();
  const checked = selectedIds.includes(record.id);
  const change = () => {
    if (multiple) onToggleItem(record.id);
    else onSelect(checked ? [] : [record.id]);
  };
  return (
    <Checkbox
      size="small"
      checked={checked}
      disabled={disabled}
      onChange={change}
      slotProps={{ input: { 'aria-label': label } }}
      sx={{ p: 0.5 }}
    />
  );
}
