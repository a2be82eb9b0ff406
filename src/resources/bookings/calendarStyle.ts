import type { Theme } from '@mui/material/styles';
import { CALENDAR_COLOURS } from './calendarDates';

/** A colour of the dark theme only: the light theme keeps react-big-calendar's own. */
const inDark = (colour: (t: Theme) => string) => (t: Theme) =>
  t.palette.mode === 'dark' ? colour(t) : undefined;

/** react-big-calendar's look in the portal's font and colours, with readable contrast. */
export const calendarSx = {
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
  '& .booking-past-day, & .rbc-off-range-bg.booking-past-day': {
    bgcolor: (t: Theme) => (t.palette.mode === 'dark' ? '#262626' : '#f3f3f3'),
  },
  // Today in a pale yellow (a dim amber on dark), apart from the bookings' blues.
  '& .rbc-today': { bgcolor: (t: Theme) => (t.palette.mode === 'dark' ? '#3a3222' : '#fff8e1') },
  // react-big-calendar's stylesheet is drawn for light pages: on dark, its grid lines take the
  // theme's divider and its white surfaces (the sticky time gutter, the "more" pop-up, a
  // selection) the theme's paper.
  '& .rbc-calendar [class*="rbc-"]:not(.rbc-event)': {
    borderColor: inDark((t) => t.palette.divider),
  },
  '& .rbc-time-gutter, & .rbc-time-header-gutter, & .rbc-overlay': {
    bgcolor: inDark((t) => t.palette.background.paper),
  },
  '& .rbc-overlay': { color: 'text.primary' },
  '& .rbc-selected-cell, & .rbc-slot-selection': {
    bgcolor: inDark((t) => t.palette.action.selected),
    color: 'text.primary',
  },
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
