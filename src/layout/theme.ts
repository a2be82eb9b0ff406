import type {} from '@mui/x-date-pickers/themeAugmentation';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The portal's theme: react-admin's default with the portal's blue and the Sarabun font, in
 * colours that keep WCAG AA contrast (4.5:1) for white text on the blue and for labels,
 * helper and error text on the filled fields' grey.
 */
const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: BLUE,
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // White on each of these, and these on the filled fields' grey, are at least 4.5:1.
    error: { main: '#c62828', contrastText: '#fff' },
    warning: { main: '#a85100', contrastText: '#fff' },
    info: { main: '#01579b', contrastText: '#fff' },
    success: { main: '#2e7d32', contrastText: '#fff' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.68)' },
  },
  typography: {
    ...defaultTheme.typography,
    fontFamily: 'Sarabun, "Noto Sans Thai", sans-serif',
  },
  components: {
    ...defaultTheme.components,
    MuiFilledInput: {
      styleOverrides: {
        root: {
          backgroundColor: 'rgba(0, 0, 0, 0.04)',
          '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.06)' },
          '&.Mui-focused': { backgroundColor: 'rgba(0, 0, 0, 0.06)' },
          '&.Mui-disabled': { backgroundColor: 'rgba(0, 0, 0, 0.04)' },
        },
      },
    },
    // A disabled field's helper text often says why it is disabled ('choose a date first'):
    // it stays readable (WCAG contrast), not the faint grey of disabled text.
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.68)' } } },
    },
    // A read-only field (a disabled input: a view-only user's form, a value the screen shows)
    // is read, not filled: its value and label in the secondary text colour, 4.5:1 or more on
    // the field's grey, not MUI's faint disabled grey (about 2.5:1).
    MuiInputBase: {
      styleOverrides: {
        root: {
          '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.68)' },
          '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: 'rgba(0, 0, 0, 0.68)' },
        },
      },
    },
    // The date and time pickers' fields (MUI X) likewise, on the same grey as other fields.
    MuiPickersInputBase: {
      styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.68)' } } },
    },
    MuiPickersFilledInput: {
      styleOverrides: { root: { '&.Mui-disabled': { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
    },
    MuiFormLabel: {
      styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.68)' } } },
    },
    MuiFormControlLabel: {
      styleOverrides: { label: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.68)' } } },
    },
  },
};
