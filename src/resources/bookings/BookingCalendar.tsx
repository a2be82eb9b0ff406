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
import {
  Calendar,
  dateFnsLocalizer,
  type DateRange,
  type Formats,
  type HeaderProps,
  type SlotInfo,
  type ToolbarProps,
  type View,
} from 'react-big-calendar';
import { endOfDay, format, getDay, isSameMonth, parse, startOfWeek } from 'date-fns';
import { enUS, th } from 'date-fns/locale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { warehouseToday } from '../../../contract/schemas/bookings';
import { useIsPhone } from '../../components/useIsPhone';
import { usePortalData } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';
import {
  CALENDAR_COLOURS,
  isoDay,
  visibleRange,
  wallDate,
  warehouseNow,
  type CalendarItem,
  type CalendarView,
} from './calendarDates';
import YearView from './YearView';

const T = 'app.bookings.calendar';

/** Month and weekday names of the app's language: Thai, or English when switched. */
const LOCALES = { th, en: enUS };
const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: LOCALES });

/** react-big-calendar's month, week and day, and the year of twelve small months. */
const VIEWS = { year: YearView, month: true, week: true, day: true } as const;

/** The week and day views open at 07:00, before the warehouse's first slots. */
const SCROLL_TO = new Date(1970, 0, 1, 7, 0);

/** The view chosen, kept in react-admin's store: back from a booking returns to it. */
const VIEW_KEY = 'bookings.calendar.view';
/** The date shown, kept while the app runs: back from a booking returns to the same period. */
let shownDate: Date | null = null;

const hm = (d: Date) => format(d, 'HH:mm');
const timeRange = ({ start, end }: DateRange) => `${hm(start)} – ${hm(end)}`;

/** 24-hour times everywhere (spec part 2 §9); short weekday names on a phone. */
function calendarFormats(culture: keyof typeof LOCALES, isPhone: boolean, dayPattern: string) {
  const locale = { locale: LOCALES[culture] };
  const formats: Formats = {
    dateFormat: 'd',
    // On a phone the week's column heads take two lines: the short weekday, then the day.
    dayFormat: isPhone ? "EEEEEE'\n'd" : 'EEEE d',
    weekdayFormat: isPhone ? 'EEEEEE' : 'EEEE',
    timeGutterFormat: 'HH:mm',
    monthHeaderFormat: 'LLLL yyyy',
    dayHeaderFormat: dayPattern,
    dayRangeHeaderFormat: ({ start, end }) =>
      isSameMonth(start, end)
        ? `${format(start, 'd', locale)} – ${format(end, 'd MMMM yyyy', locale)}`
        : `${format(start, 'd MMM', locale)} – ${format(end, 'd MMM yyyy', locale)}`,
    selectRangeFormat: timeRange,
    eventTimeRangeFormat: timeRange,
    eventTimeRangeStartFormat: ({ start }) => `${hm(start)} – `,
    eventTimeRangeEndFormat: ({ end }) => ` – ${hm(end)}`,
    agendaHeaderFormat: ({ start, end }) =>
      `${format(start, 'd MMM yyyy', locale)} – ${format(end, 'd MMM yyyy', locale)}`,
    agendaDateFormat: 'EEE d MMM',
    agendaTimeFormat: 'HH:mm',
    agendaTimeRangeFormat: timeRange,
  };
  return formats;
}

/**
 * The booking page's calendar tab (spec part 2 §2.3, §6, §9): every shop's bookings in the
 * year, month, week and day views in Thai with 24-hour times and 1-hour slots. Staff see them
 * all in dark blue; a shop user sees the working shop's own in a lighter blue, titled by the
 * shop, and the others in dark blue as 'booked'. A booking the user may open opens its
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
  const isStaff = session?.isStaff ?? false;
  // A shop user's working shop: its bookings come back as their own.
  const shopId = isStaff ? undefined : (session?.shopId ?? undefined);
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
        .filter((b) => !query || (b.shop_name ?? '').toLocaleLowerCase().includes(query))
        .map((b) => {
          const start = wallDate(b.booking_dt, b.start);
          const end = wallDate(b.booking_dt, b.end);
          return {
            title: b.shop_name ?? booked,
            start,
            // A slot that runs to midnight ends with its day.
            end: end > start ? end : endOfDay(start),
            tone: !isStaff && b.own ? 'own' : 'other',
            booking: b,
          };
        }),
    [data, query, booked, isStaff],
  );

  const dayPattern = translate(`${T}.day_format`);
  const formats = useMemo(
    () => calendarFormats(culture, isPhone, dayPattern),
    [culture, isPhone, dayPattern],
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
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.rbc-time-content').forEach((hours) => {
      hours.tabIndex = 0;
      hours.setAttribute('role', 'region');
      hours.setAttribute('aria-label', hoursLabel);
    });
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
      <Legend isStaff={isStaff} />
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
        localizer={localizer}
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
        components={COMPONENTS}
        style={{ height: view === 'year' ? 'auto' : isPhone ? 640 : 780 }}
      />
    </Box>
  );
}

/**
 * A week column's head: its day, without react-big-calendar's own column-header role (there is
 * no table row around it).
 */
function DayHead({ label }: HeaderProps) {
  // A phone's heads are two lines (the format's line break).
  return <span style={{ whiteSpace: 'pre-line' }}>{label}</span>;
}

const COMPONENTS = { toolbar: CalendarToolbar, week: { header: DayHead } };

/** What each colour means: the shop's own bookings and the others' (staff: one colour). */
function Legend({ isStaff }: { isStaff: boolean }) {
  const translate = useTranslate();
  const rows = isStaff
    ? [{ tone: 'other' as const, label: translate(`${T}.legend_staff`) }]
    : [
        { tone: 'own' as const, label: translate(`${T}.legend_own`) },
        { tone: 'other' as const, label: translate(`${T}.legend_other`) },
      ];
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        listStyle: 'none',
        p: 0,
        mx: 0,
        mt: 1.5,
        mb: 1,
      }}
    >
      {rows.map((r) => (
        <Box component="li" key={r.tone} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              bgcolor: CALENDAR_COLOURS[r.tone].background,
              border: '1px solid',
              borderColor: CALENDAR_COLOURS.own.text,
            }}
          />
          <Typography variant="body2">{r.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The calendar's toolbar: today, back and next, the period shown, and the views. Wraps on a phone. */
function CalendarToolbar({
  label,
  date,
  view,
  views,
  onNavigate,
  onView,
}: ToolbarProps<CalendarItem>) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${T}.${key}`);
  const names = (Array.isArray(views) ? views : Object.keys(views)) as string[];
  const title =
    (view as string) === 'year'
      ? translate(`${T}.year_title`, { year: format(date, 'yyyy') })
      : label;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1,
        mb: 1,
      }}
    >
      <Box role="group" aria-label={t('navigation')} sx={{ display: 'flex', alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => onNavigate('TODAY')}>
          {t('today')}
        </Button>
        <IconButton aria-label={t('previous')} onClick={() => onNavigate('PREV')}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={t('next')} onClick={() => onNavigate('NEXT')}>
          <ChevronRight />
        </IconButton>
      </Box>
      <Typography
        component="h2"
        variant="h6"
        aria-live="polite"
        sx={{
          order: { xs: -1, sm: 0 },
          flexBasis: { xs: '100%', sm: 'auto' },
          fontSize: '1.125rem',
        }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_, v: View | null) => v && onView(v)}
        aria-label={t('views')}
      >
        {names.map((n) => (
          <ToggleButton key={n} value={n} sx={{ px: 1.5 }}>
            {t(n)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** react-big-calendar's look in the portal's font and colours, with readable contrast. */
const calendarSx = {
  // The page's width sets the calendar's, never the shops' names in it (a phone's 390 px).
  contain: 'inline-size',
  minWidth: 0,
  '& .rbc-calendar': { fontFamily: 'inherit' },
  '& .rbc-header': { fontWeight: 500, py: 0.5, whiteSpace: 'nowrap' },
  // Buttons take the page's (Thai) font, not the browser's default for controls.
  '& .rbc-button-link': { color: 'inherit', font: 'inherit' },
  '& .rbc-time-header .rbc-header': { py: 0.75, minHeight: 'auto' },
  // Bookings are slots, never all-day: the all-day row stays hidden.
  '& .rbc-allday-cell': { display: 'none' },
  // Days of the next month can still be booked: only their number is greyed.
  '& .rbc-off-range': { color: 'text.secondary' },
  '& .rbc-off-range-bg': { bgcolor: 'transparent' },
  // Days before today cannot be booked.
  '& .booking-past-day, & .rbc-off-range-bg.booking-past-day': { bgcolor: '#f3f3f3' },
  // Today in a pale yellow, apart from the bookings' blues.
  '& .rbc-today': { bgcolor: '#fff8e1' },
  '& .rbc-show-more': {
    color: 'primary.dark',
    bgcolor: 'transparent',
    fontWeight: 500,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // A day's bookings never widen its column: the month stays within a phone's width.
  '& .rbc-row-segment': { minWidth: 0 },
  '& .rbc-label, & .rbc-time-gutter': { color: 'text.primary' },
  '& .rbc-event, & .rbc-day-slot .rbc-event': {
    border: '1px solid',
    borderRadius: '4px',
    fontSize: '0.8125rem',
  },
  '& .rbc-event.booking-other': {
    bgcolor: CALENDAR_COLOURS.other.background,
    color: CALENDAR_COLOURS.other.text,
    borderColor: CALENDAR_COLOURS.other.background,
  },
  '& .rbc-event.booking-own': {
    bgcolor: CALENDAR_COLOURS.own.background,
    color: CALENDAR_COLOURS.own.text,
    borderColor: CALENDAR_COLOURS.own.text,
  },
  '& .rbc-event:focus-visible, & .rbc-event.rbc-selected': {
    outline: '3px solid #ff8f00',
    outlineOffset: '1px',
  },
  '& .rbc-day-slot .rbc-event-label': { fontSize: '0.75rem' },
  '& .rbc-time-content:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  // A phone's week columns are narrow: the slot's time is in the grid, the shop's name shows.
  '&.booking-calendar-week .rbc-day-slot .rbc-event-label': {
    display: { xs: 'none', sm: 'block' },
  },
  '&.booking-calendar-week .rbc-day-slot .rbc-event': { px: { xs: 0.25, sm: 0.625 } },
  '&.booking-calendar-week .rbc-day-slot .rbc-events-container': { mr: { xs: '2px', sm: '10px' } },
} as const;
