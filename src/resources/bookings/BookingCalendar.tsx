import 'react-big-calendar/lib/css/react-big-calendar.css';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useCreatePath, useLocaleState, useNotify, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Calendar, type SlotInfo, type View } from 'react-big-calendar';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { warehouseToday } from '../../../contract/schemas/bookings';
import { eraFor } from '../../../contract/dates';
import { useIsPhone } from '../../components/useIsPhone';
import { usePortalData } from '../../providers/dataProvider';
import { ownShop, useSession } from '../../providers/session';
import {
  isoDay,
  visibleRange,
  wallDate,
  warehouseNow,
  type CalendarItem,
  type CalendarView,
} from './calendarDates';
import { calendarFormats, localizers, timeRange } from './calendarFormats';
import { CALENDAR_COMPONENTS, Legend } from './CalendarParts';
import { calendarSx } from './calendarStyle';
import YearView from './YearView';

const T = 'app.bookings.calendar';

/** react-big-calendar's month, week and day, and the year of twelve small months. */
const VIEWS = { year: YearView, month: true, week: true, day: true } as const;

/** The week and day views open at 07:00, before the warehouse's first slots. */
const SCROLL_TO = new Date(1970, 0, 1, 7, 0);

/** The view chosen, kept in react-admin's store: back from a booking returns to it. */
const VIEW_KEY = 'bookings.calendar.view';
/** The date shown, kept while the app runs: back from a booking returns to the same period. */
let shownDate: Date | null = null;

/**
 * The booking page's calendar tab (spec part 2 §2.3, §6, §9): every shop's bookings in the
 * year, month, week and day views in Thai with 24-hour times and 1-hour slots. Staff see them
 * in dark blue, every shop's or, when they chose one shop in the top bar, that shop's; a shop
 * user sees the working shop's own in a lighter blue, titled by the shop, and the others in
 * dark blue as 'booked'. A booking the user may open opens its
 * screen; a free day (or slot) from today on starts a booking on that date.
 *
 * `search`, the page's search text, keeps the bookings of shops whose name contains it (the
 * calendar's bookings carry no booking number or contact to search by).
 */
export default function BookingCalendar({ search }: { search?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = usePortalData();
  const [locale] = useLocaleState();
  const culture = locale === 'en' ? 'en' : 'th';
  const session = useSession();
  const staff = !!session?.isStaff;
  // The working shop: a shop user's bookings of it come back as their own; staff see only its
  // bookings (all of them when they chose every shop, and then send none).
  const shopId = ownShop(session);
  const isPhone = useIsPhone();

  // Until a view is chosen: the month, or on a phone the day (its hours read well at 390 px).
  const [chosenView, setChosenView] = useStore<CalendarView | null>(VIEW_KEY, null);
  const view: CalendarView = chosenView ?? (isPhone ? 'day' : 'month');
  const [date, setShownDate] = useState(() => shownDate ?? warehouseNow());
  const setDate = useCallback((d: Date) => {
    shownDate = d;
    setShownDate(d);
  }, []);

  const range = visibleRange(view, date);
  const dateFrom = isoDay(range.start);
  const dateTo = isoDay(range.end);
  const { data, isFetching, isError } = useQuery({
    queryKey: ['bookingCalendar', dateFrom, dateTo, shopId ?? null],
    queryFn: ({ signal }) =>
      dataProvider.getBookingCalendar(
        { date_from: dateFrom, date_to: dateTo, shop_id: shopId },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

  const booked = translate(`${T}.booked`);
  const query = search?.trim().toLocaleLowerCase() ?? '';
  const items = useMemo<CalendarItem[]>(
    () =>
      (data ?? [])
        .filter((b) => !staff || shopId === undefined || b.shop_id === shopId)
        .filter((b) => !query || (b.shop_name ?? '').toLocaleLowerCase().includes(query))
        .map((b) => {
          const start = wallDate(b.booking_dt, b.start);
          const end = wallDate(b.booking_dt, b.end);
          return {
            title: b.shop_name ?? booked,
            start,
            // A slot that runs to midnight ends with its day.
            end: end > start ? end : dayjs(start).endOf('day').toDate(),
            tone: !staff && b.own ? 'own' : 'other',
            booking: b,
          };
        }),
    [data, query, booked, staff, shopId],
  );

  const dayPattern = translate(`${T}.day_format`);
  const era = eraFor(locale, session?.yearEra);
  const formats = useMemo(
    () => calendarFormats(culture, era, isPhone, dayPattern),
    [culture, era, isPhone, dayPattern],
  );
  const messages = useMemo(() => {
    const t = (key: string) => translate(`${T}.${key}`);
    return {
      today: t('today'),
      previous: t('previous'),
      next: t('next'),
      year: t('year'),
      month: t('month'),
      week: t('week'),
      day: t('day'),
      date: t('date'),
      time: t('time'),
      event: t('event'),
      allDay: t('all_day'),
      noEventsInRange: t('no_events'),
      showMore: (count: number) =>
        translate(isPhone ? `${T}.show_more_short` : `${T}.show_more`, { count }),
    };
  }, [translate, isPhone]);

  /** A booking the user may see in full (staff: any; a shop user: the own shop's). */
  const open = useCallback(
    (item: CalendarItem) => {
      if (item.booking.id == null) return;
      navigate(createPath({ resource: 'bookings', type: 'edit', id: item.booking.id }));
    },
    [navigate, createPath],
  );
  const openByKey = useCallback(
    (item: CalendarItem, e: SyntheticEvent<HTMLElement>) => {
      const key = (e as KeyboardEvent<HTMLElement>).key;
      if (key === 'Enter' || key === ' ') {
        e.preventDefault();
        open(item);
      }
    },
    [open],
  );
  /** A free day or slot: a booking on that date, from today on (spec part 2 §5.3). */
  const book = useCallback(
    (slot: SlotInfo) => {
      const day = isoDay(slot.start);
      if (day < warehouseToday()) {
        notify('validation.booking.date_past', { type: 'info' });
        return;
      }
      navigate(createPath({ resource: 'bookings', type: 'create' }), {
        state: { record: { booking_dt: day } },
      });
    },
    [navigate, createPath, notify],
  );

  const today = warehouseToday();
  const dayProps = useCallback(
    (day: Date) => (isoDay(day) < today ? { className: 'booking-past-day' } : {}),
    [today],
  );
  const eventProps = useCallback(
    (item: CalendarItem) => ({ className: `booking-event booking-${item.tone}` }),
    [],
  );
  const tooltip = useCallback(
    (item: CalendarItem) =>
      translate(`${T}.event_detail`, {
        title: item.title,
        time: timeRange({ start: item.start, end: item.end }),
      }),
    [translate],
  );

  // The week and day views' hours scroll: keyboard users reach and scroll them too.
  const box = useRef<HTMLElement>(null);
  const hoursLabel = translate(`${T}.hours`);
  const monthLabel = translate(`${T}.month_grid`);
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.rbc-time-content').forEach((hours) => {
      hours.tabIndex = 0;
      hours.setAttribute('role', 'region');
      hours.setAttribute('aria-label', hoursLabel);
    });
    // The month grid's name is react-big-calendar's own English ("Month View").
    box.current
      ?.querySelectorAll<HTMLElement>('.rbc-month-view')
      .forEach((grid) => grid.setAttribute('aria-label', monthLabel));
  });

  // react-big-calendar puts a month day's "+N more" button straight into a table row, where
  // only cells belong (axe: aria-required-children): the segment holding it becomes a cell,
  // each time the calendar draws one (it decides after measuring the day, in its own state).
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const mark = () =>
      root.querySelectorAll('.rbc-show-more').forEach((more) => {
        const segment = more.parentElement;
        if (segment?.classList.contains('rbc-row-segment') && segment.role !== 'cell')
          segment.setAttribute('role', 'cell');
      });
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={box}
      component="section"
      aria-label={translate(`${T}.label`)}
      className={`booking-calendar-${view}`}
      sx={calendarSx}
    >
      <Legend everyShop={staff} />
      {query && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${T}.search_note`, { q: search?.trim() })}
        </Typography>
      )}
      {isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(`${T}.load_error`)}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
      <Calendar<CalendarItem>
        localizer={localizers[era]}
        culture={culture}
        formats={formats}
        messages={messages}
        views={VIEWS}
        view={view as View}
        onView={(v) => setChosenView(v as CalendarView)}
        date={date}
        onNavigate={setDate}
        getNow={warehouseNow}
        events={items}
        step={60}
        timeslots={1}
        scrollToTime={SCROLL_TO}
        selectable={view !== 'year'}
        popup
        onSelectEvent={open}
        onKeyPressEvent={openByKey}
        onSelectSlot={book}
        dayPropGetter={dayProps}
        eventPropGetter={eventProps}
        tooltipAccessor={tooltip}
        components={CALENDAR_COMPONENTS}
        style={{ height: view === 'year' ? 'auto' : isPhone ? 640 : 780 }}
      />
    </Box>
  );
}
