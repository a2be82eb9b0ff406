import { useMemo, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReportTab } from '../../../contract/schemas/reports';
import { SearchBar } from '../../components/SearchBar';
import { FirstPageOnShopChange, PagedList, useWorkingShopFilter } from '../../components/ShopList';
import { useIsPhone } from '../../components/useIsPhone';
import { useSession } from '../../providers/session';
import { InventoryReport } from './InventoryReport';
import { PackingReport } from './PackingReport';
import { PackingDates, ReportExport } from './ReportFilters';
import { ShippingReport } from './ShippingReport';
import { isReportTab, packingDefaults, T, TAB_RESOURCE, tabsOf } from './reportTabs';

const ROWS: Record<ReportTab, ComponentType> = {
  shipping: ShippingReport,
  inventory: InventoryReport,
  packing: PackingReport,
};

/**
 * Reports (/report; spec part 3 §2 "Report", §4, §6): three exclusive tabs, the shipping and
 * inventory reports for everyone and the packing-equipment report for staff. Each tab shows the
 * working shop chosen in the top bar (every shop's for staff who chose every shop; the page has
 * no shop filter of its own), paged and searched by the server, and exports its whole filtered
 * report as .xlsx. The tab is in the address (/report/inventory) and its filters in the query,
 * so a reload keeps them; a change of tab opens the new tab with no search.
 */
export default function ReportPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const isPhone = useIsPhone();
  const tabs = tabsOf(session);
  const asked = (useParams()['*'] ?? '').split('/')[0];
  const tab: ReportTab = isReportTab(asked) && tabs.includes(asked) ? asked : tabs[0];
  const title = translate(`${T}.title`);
  return (
    <Card sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
        {title}
      </Typography>
      {/* On a phone the three tabs share the width, each label on two lines if need be. */}
      <Tabs
        value={tab}
        onChange={(_, next: ReportTab) => navigate(`/report/${next}`)}
        variant={isPhone ? 'fullWidth' : 'scrollable'}
        scrollButtons="auto"
        aria-label={translate(`${T}.tabs_label`)}
        sx={{ px: isPhone ? 0 : 1, mt: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            label={translate(`${T}.${t}.tab`)}
            wrapped={isPhone}
            sx={{ textTransform: 'none', ...(isPhone && { minWidth: 0, px: 1 }) }}
          />
        ))}
      </Tabs>
      {/* A new list for each tab: its search starts empty. */}
      <ReportList key={tab} tab={tab} title={title} />
    </Card>
  );
}

function ReportList({ tab, title }: { tab: ReportTab; title: string }) {
  const defaults = useMemo(() => (tab === 'packing' ? packingDefaults() : undefined), [tab]);
  const shop = useWorkingShopFilter();
  const Rows = ROWS[tab];
  return (
    <PagedList
      resource={TAB_RESOURCE[tab]}
      title={title}
      totalKey={`${T}.total`}
      component="div"
      queryOptions={{}}
      filterDefaultValues={defaults}
      storeKey={false}
      filter={shop.filter}
    >
      <FirstPageOnShopChange shopId={shop.shopId} />
      <ReportFilters tab={tab} />
      <Rows />
    </PagedList>
  );
}

/** The tab's filters: the packing dates, the search box, the export. */
function ReportFilters({ tab }: { tab: ReportTab }) {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 2 }}>
        {tab === 'packing' && <PackingDates />}
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <SearchBar
            label={translate(`${T}.${tab}.search_label`)}
            placeholder={translate(`${T}.${tab}.search_placeholder`)}
          />
        </Box>
        <ReportExport tab={tab} />
      </Box>
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
    </>
  );
}
