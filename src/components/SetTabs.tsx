import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/** The two tabs of the product-set screen (spec part 1 §2): each is a list with its own route. */
const TABS = [
  { path: '/productSets', label: 'app.productSets.tabs.sets' },
  { path: '/productSetOrders', label: 'app.productSets.tabs.orders' },
] as const;

/** The tabs above both lists of the product-set menu: product sets, and product-set orders. */
export function SetTabs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = TABS.findIndex((t) => pathname.startsWith(t.path));
  return (
    <Tabs
      value={current < 0 ? 0 : current}
      variant="fullWidth"
      aria-label={translate('app.menu.product-set-list')}
      sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
    >
      {TABS.map((t) => (
        <Tab key={t.path} component={Link} to={t.path} label={translate(t.label)} />
      ))}
    </Tabs>
  );
}
