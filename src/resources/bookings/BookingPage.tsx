import { Suspense } from 'react';
import { useListContext, useStore, useTranslate } from 'react-admin';
import { BOOKING_TAB_NAMES } from '../../../contract/schemas/bookings';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Add from '@mui/icons-material/Add';
import { lazyScreen } from '../../components/lazyScreen';
import { LinkButton, ListHeading, SHORT_ROWS } from '../../components/listParts';
import { PagedList, useWorkingShopFilter } from '../../components/ShopList';
import { forEveryShop, useSession } from '../../providers/session';
import { BookingList } from './BookingList';
import { SOONEST_DELIVERY } from './bookingValues';

const BookingCalendar = lazyScreen(() => import('./BookingCalendar'));

const T = 'app.bookings.list';
const TABS = ['calendar', 'list'] as const;
type BookingTab = (typeof TABS)[number];
/** The list opens on the bookings still to arrive or be received, the soonest delivery first. */
const OPEN_BOOKINGS = { tab: BOOKING_TAB_NAMES[0] };
/** The tab shown, kept in react-admin's store: back from a booking returns to it. */
export const BOOKING_TAB_KEY = 'bookings.tab';

/**
 * The booking page (/bookings; spec part 2 §2.3 /delivery-booking): the title, the create
 * button, the search box and button, then two tabs, the calendar (the default) and the list.
 * The search applies to both; the list's page and search live in the address as every list's.
 */
export default function BookingPage() {
  const translate = useTranslate();
  const session = useSession();
  const [tab] = useStore<BookingTab>(BOOKING_TAB_KEY, 'calendar');
  // The working shop's bookings, or every shop's for staff who chose every shop.
  const { shopId, filter } = useWorkingShopFilter();
  const canList = forEveryShop(session) || shopId !== null;
  return (
    <PagedList
      resource="bookings"
      title={translate('app.menu.delivery-booking')}
      filter={filter}
      sort={SOONEST_DELIVERY}
      filterDefaultValues={OPEN_BOOKINGS}
      queryOptions={{ ...SHORT_ROWS, enabled: tab === 'list' && canList }}
    >
      <ListHeading
        title={translate('app.menu.delivery-booking')}
        keys={T}
        actions={
          <LinkButton to="/bookings/create" icon={<Add />} primary>
            {translate(`${T}.create`)}
          </LinkButton>
        }
      />
      <BookingTabs />
      {tab === 'list' ? (
        <Box role="tabpanel" id="booking-panel-list" aria-labelledby="booking-tab-list">
          <BookingList canList={canList} />
        </Box>
      ) : (
        <Box
          role="tabpanel"
          id="booking-panel-calendar"
          aria-labelledby="booking-tab-calendar"
          sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}
        >
          <CalendarTab />
        </Box>
      )}
    </PagedList>
  );
}

function BookingTabs() {
  const translate = useTranslate();
  const [tab, setTab] = useStore<BookingTab>(BOOKING_TAB_KEY, 'calendar');
  return (
    <Tabs
      value={tab}
      onChange={(_, next: BookingTab) => setTab(next)}
      aria-label={translate(`${T}.tabs_label`)}
      sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 } }}
    >
      {TABS.map((t) => (
        <Tab
          key={t}
          value={t}
          id={`booking-tab-${t}`}
          aria-controls={`booking-panel-${t}`}
          label={translate(`${T}.tab_${t}`)}
        />
      ))}
    </Tabs>
  );
}

/** The calendar with the page's search (its own chunk, with react-big-calendar). */
function CalendarTab() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const search = typeof filterValues.q === 'string' ? filterValues.q : undefined;
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('app.shell.loading')} />
        </Box>
      }
    >
      <BookingCalendar search={search} />
    </Suspense>
  );
}
