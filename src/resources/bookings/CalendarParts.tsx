import type { HeaderProps, ToolbarProps, View } from 'react-big-calendar';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { CALENDAR_COLOURS, type CalendarItem } from './calendarDates';

/** The booking calendar's own pieces: its toolbar, its week heads and its colour legend. */

const T = 'app.bookings.calendar';

/**
 * A week column's head: its day, without react-big-calendar's own column-header role (there is
 * no table row around it).
 */
function DayHead({ label }: HeaderProps) {
  // A phone's heads are two lines (the format's line break).
  return <span style={{ whiteSpace: 'pre-line' }}>{label}</span>;
}

/** What each colour means: the shop's own bookings and the others' (every shop's: one colour). */
export function Legend({ everyShop }: { everyShop: boolean }) {
  const translate = useTranslate();
  const rows = everyShop
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
function CalendarToolbar({ label, view, views, onNavigate, onView }: ToolbarProps<CalendarItem>) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${T}.${key}`);
  const names = (Array.isArray(views) ? views : Object.keys(views)) as string[];
  const title =
    (view as string) === 'year'
      ? // The label is the year in the calendar's era (YearView.title).
        translate(`${T}.year_title`, { year: label })
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

/** The pieces react-big-calendar draws with the portal's own. */
export const CALENDAR_COMPONENTS = { toolbar: CalendarToolbar, week: { header: DayHead } };
