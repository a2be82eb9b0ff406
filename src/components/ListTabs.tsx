import { useEffect } from 'react';
import { useListContext, useTranslate, type SortPayload } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ALL_TAB } from '../../contract/limits';
import type { TabCount } from '../../contract/schemas/common';
import { usePortalData } from '../providers/dataProvider';
import { NEWEST_FIRST } from './listParts';

/** A work queue's order: the oldest first, so the work waiting longest comes first. */
export const OLDEST_FIRST: SortPayload = { field: 'id', order: 'ASC' };

const numberFormat = new Intl.NumberFormat('th-TH');

/**
 * A list's status tabs (react-admin's demo order list): each tab is a value of the list's
 * `tab` filter, named with how many rows it holds as searched (the list's `tabs` call); the
 * last tab shows every row. The first tab is the list's work queue, read oldest first (or
 * `queueSort`); the others newest first (or `sort`). Another tab starts on page 1 with
 * nothing selected. The list gives the first tab as its `filterDefaultValues` and the
 * queue's order as its sort.
 */
export function ListTabs({
  tabs,
  keys,
  queueSort = OLDEST_FIRST,
  sort = NEWEST_FIRST,
}: {
  tabs: readonly string[];
  /** Where the tabs' names are in the catalogue: `<keys>.<tab>`. */
  keys: string;
  /** The order of the first tab, the work queue (the list's own sort). */
  queueSort?: SortPayload;
  /** The order of the other tabs. */
  sort?: SortPayload;
}) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const { resource, filter, filterValues, setFilters, setSort, onUnselectItems } = useListContext();
  const current = (filterValues as { tab?: string }).tab ?? ALL_TAB;
  const searched = (filterValues as { q?: string }).q;
  const { data } = useQuery({
    queryKey: [resource, 'tabs', filter, searched],
    queryFn: () => dataProvider.getTabCounts(resource, { ...filter, q: searched }),
  });
  const counts = new Map<string, TabCount>((data ?? []).map((t) => [t.tab, t]));

  // A tab kept from an earlier visit that the list no longer has shows every row.
  const known = current === ALL_TAB || tabs.includes(current);
  useEffect(() => {
    if (!known) setFilters({ ...filterValues, tab: ALL_TAB });
  }, [known, filterValues, setFilters]);

  const choose = (tab: string) => {
    setFilters({ ...filterValues, tab });
    setSort(tab === tabs[0] ? queueSort : sort);
    onUnselectItems();
  };
  const label = (tab: string) => {
    const name = translate(`${keys}.${tab}`);
    const count = counts.get(tab);
    if (!count) return name;
    const n = numberFormat.format(count.count);
    return translate('app.list_tabs.named', { name, count: count.more ? `${n}+` : n });
  };
  return (
    <Tabs
      value={known ? current : ALL_TAB}
      onChange={(_, tab: string) => choose(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('app.list_tabs.label')}
      // No width of its own (the tabs scroll inside it): a phone's card keeps the screen's width.
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab} value={tab} label={label(tab)} sx={{ minHeight: 48 }} />
      ))}
      <Tab value={ALL_TAB} label={translate('app.list_tabs.all')} sx={{ minHeight: 48 }} />
    </Tabs>
  );
}
