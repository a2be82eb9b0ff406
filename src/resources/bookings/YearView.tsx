import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { NavigateAction, View } from 'react-big-calendar';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CALENDAR_COLOURS,
  isoDay,
  startOfWeek,
  visibleRange,
  type CalendarItem,
} from './calendarDates';

const T = 'app.bookings.calendar';

/** What the view uses of react-big-calendar's localizer: the language's names. */
interface YearLocalizer {
  format: (value: Date, format: string) => string;
}

/** What a day of the year view shows: how many bookings, and whether one is the shop's own. */
interface DayMark {
  count: number;
  own: boolean;
}

interface YearViewProps {
  date: Date;
  events: CalendarItem[];
  getNow: () => Date;
  localizer: YearLocalizer;
  /** react-big-calendar's drill-down: opens the day's view. */
  onDrillDown: (date: Date, view: View) => void;
}

/**
 * The multi-month view (spec part 2 §2.3): the twelve months of the year as small Thai month
 * grids, booked days marked in the calendar's colours; a day opens its day view.
 * A react-big-calendar view: it implements the static `range`, `navigate` and `title`.
 */
export default function YearView({ date, events, getNow, localizer, onDrillDown }: YearViewProps) {
  const marks = useMemo(() => {
    const byDay = new Map<string, DayMark>();
    for (const e of events) {
      const day = isoDay(e.start);
      const mark = byDay.get(day) ?? { count: 0, own: false };
      byDay.set(day, { count: mark.count + 1, own: mark.own || e.tone === 'own' });
    }
    return byDay;
  }, [events]);
  const months = Array.from({ length: 12 }, (_, m) => new Date(date.getFullYear(), m, 1));
  const today = isoDay(getNow());
  return (
    <Box
      className="booking-year-view"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        columnGap: { xs: 1.5, sm: 3 },
        rowGap: 2,
        py: 1,
        '& table': { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' },
        '& th': { fontWeight: 500, fontSize: '0.75rem', color: 'text.secondary', pb: 0.5 },
        '& abbr': { textDecoration: 'none' },
        '& td': { p: '1px', textAlign: 'center' },
        '& td button': {
          width: '100%',
          maxWidth: '2.25rem',
          aspectRatio: '1',
          border: 0,
          borderRadius: '50%',
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: '0.8125rem',
          cursor: 'pointer',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          '&.past': { color: 'text.secondary' },
          '&.booked': {
            bgcolor: CALENDAR_COLOURS.other.background,
            color: CALENDAR_COLOURS.other.text,
            fontWeight: 700,
          },
          '&.own': {
            bgcolor: CALENDAR_COLOURS.own.background,
            color: CALENDAR_COLOURS.own.text,
            fontWeight: 700,
          },
          '&[aria-current="date"]': {
            boxShadow: (t) => `inset 0 0 0 2px ${t.palette.warning.main}`,
          },
        },
      }}
    >
      {months.map((month) => (
        <MonthGrid
          key={month.getMonth()}
          month={month}
          localizer={localizer}
          marks={marks}
          today={today}
          onPick={(day) => onDrillDown(day, 'day')}
        />
      ))}
    </Box>
  );
}

function MonthGrid({
  month,
  localizer,
  marks,
  today,
  onPick,
}: {
  month: Date;
  localizer: YearLocalizer;
  marks: Map<string, DayMark>;
  today: string;
  onPick: (day: Date) => void;
}) {
  const translate = useTranslate();
  const headingId = `booking-year-${dayjs(month).format('YYYY-MM')}`;
  // Weeks start on Sunday, as on Thai calendars; `month` is its first day.
  const last = dayjs(month).endOf('month').toDate();
  const weeks: Date[][] = [];
  for (let day = dayjs(startOfWeek(month)); !day.isAfter(last); day = day.add(7, 'day')) {
    weeks.push(Array.from({ length: 7 }, (_, i) => day.add(i, 'day').toDate()));
  }
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {localizer.format(month, 'MMMM')}
      </Typography>
      <table>
        <thead>
          <tr>
            {weeks[0].map((d) => (
              <th key={d.getDay()} scope="col">
                <abbr title={localizer.format(d, 'dddd')}>{localizer.format(d, 'dd')}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={isoDay(week[0])}>
              {week.map((day) => {
                if (day.getMonth() !== month.getMonth()) return <td key={isoDay(day)} />;
                const iso = isoDay(day);
                const mark = marks.get(iso);
                const name = localizer.format(day, translate(`${T}.day_format`));
                return (
                  <td key={iso}>
                    <button
                      type="button"
                      className={[
                        mark ? (mark.own ? 'own' : 'booked') : '',
                        iso < today ? 'past' : '',
                      ].join(' ')}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-label={
                        mark
                          ? translate(`${T}.day_booked`, { date: name, count: mark.count })
                          : name
                      }
                      onClick={() => onPick(day)}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

YearView.range = (date: Date) => visibleRange('year', date);

YearView.navigate = (date: Date, action: NavigateAction) => {
  if (action === 'PREV') return dayjs(date).subtract(1, 'year').toDate();
  if (action === 'NEXT') return dayjs(date).add(1, 'year').toDate();
  return date;
};

/** The year in the calendar's era (its localizer writes YYYY in the era: calendarFormats.ts). */
YearView.title = (date: Date, { localizer }: { localizer: YearLocalizer }) =>
  localizer.format(date, 'YYYY');
