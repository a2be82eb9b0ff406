import type {} from '@mui/x-date-pickers/themeAugmentation';
import type { PaletteOptions } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The portal's themes, light and dark: react-admin's defaults with the portal's blue and the
 * Sarabun font, in colours that keep WCAG AA contrast (4.5:1) for text on the buttons and
 * chips of each colour, for those colours as text on the page, the cards and the filled
 * fields' grey, and for labels, helper and error text on that grey.
 */
const BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' };

/** Light: white on each colour, and each colour on white and on the fields' grey. */
const LIGHT: PaletteOptions = {
  mode: 'light',
  primary: BLUE,
  secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
  error: { main: '#c62828', contrastText: '#fff' },
  warning: { main: '#a85100', contrastText: '#fff' },
  info: { main: '#01579b', contrastText: '#fff' },
  success: { main: '#2e7d32', contrastText: '#fff' },
  text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.68)' },
};

/**
 * Dark: near-black on each (light) colour, and each colour on the dark page, on raised cards
 * and menus, and on the fields' lighter grey. The page is near-black rather than react-admin's
 * grey, so that the raised surfaces stay darker than the colours by 4.5:1.
 */
const DARK: PaletteOptions = {
  mode: 'dark',
  primary: { light: '#bbdefb', main: '#90caf9', dark: '#64b5f6', contrastText: '#0b1a2a' },
  secondary: { light: '#c5cae9', main: '#9fa8da', dark: '#7986cb', contrastText: '#0b1a2a' },
  // The `dark` shades, which screens use for emphasised text, stay light enough to read.
  error: { light: '#ffcdd2', main: '#ef9a9a', dark: '#e57373', contrastText: '#1f0707' },
  warning: { light: '#ffe0b2', main: '#ffb74d', dark: '#ffa726', contrastText: '#1f1300' },
  info: { light: '#b3e5fc', main: '#81d4fa', dark: '#4fc3f7', contrastText: '#04141d' },
  success: { light: '#c8e6c9', main: '#81c784', dark: '#66bb6a', contrastText: '#071a08' },
  text: { primary: '#fff', secondary: 'rgba(255, 255, 255, 0.74)' },
  background: { default: '#121212', paper: '#1c1c1c' },
};

type Mode = 'light' | 'dark';

/** The theme of a mode: its palette, and overrides whose greys follow the mode. */
function portalTheme(mode: Mode): RaThemeOptions {
  const base = mode === 'dark' ? defaultDarkTheme : defaultLightTheme;
  // Text and fills are black on light and white on dark, at strengths that keep 4.5:1.
  const ink = mode === 'dark' ? '255, 255, 255' : '0, 0, 0';
  const readable = mode === 'dark' ? `rgba(${ink}, 0.74)` : `rgba(${ink}, 0.68)`;
  const fill = mode === 'dark' ? `rgba(${ink}, 0.08)` : `rgba(${ink}, 0.04)`;
  const fillHover = mode === 'dark' ? `rgba(${ink}, 0.11)` : `rgba(${ink}, 0.06)`;
  return {
    ...base,
    palette: { ...base.palette, ...(mode === 'dark' ? DARK : LIGHT) },
    typography: {
      ...base.typography,
      fontFamily: 'Sarabun, "Noto Sans Thai", sans-serif',
    },
    components: {
      ...base.components,
      // Raised surfaces (menus, dialogs, cards) keep the paper colour on dark rather than MUI's
      // lighter overlay, so every text colour above is drawn and measured on one known dark.
      ...(mode === 'dark' && {
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      }),
      MuiFilledInput: {
        styleOverrides: {
          root: {
            backgroundColor: fill,
            '&:hover': { backgroundColor: fillHover },
            '&.Mui-focused': { backgroundColor: fillHover },
            '&.Mui-disabled': { backgroundColor: fill },
          },
        },
      },
      // A disabled field's helper text often says why it is disabled ('choose a date first'):
      // it stays readable (WCAG contrast), not the faint grey of disabled text.
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-disabled': { color: readable } } },
      },
      // A read-only field (a disabled input: a view-only user's form, a value the screen shows)
      // is read, not filled: its value and label in the secondary text colour, 4.5:1 or more on
      // the field's grey, not MUI's faint disabled grey (about 2.5:1).
      MuiInputBase: {
        styleOverrides: {
          root: {
            '&.Mui-disabled': { color: readable },
            '& .MuiInputBase-input.Mui-disabled': { WebkitTextFillColor: readable },
          },
        },
      },
      // The date and time pickers' fields (MUI X) likewise, on the same grey as other fields.
      MuiPickersInputBase: {
        styleOverrides: { root: { '&.Mui-disabled': { color: readable } } },
      },
      MuiPickersFilledInput: {
        styleOverrides: { root: { '&.Mui-disabled': { backgroundColor: fill } } },
      },
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-disabled': { color: readable } } },
      },
      MuiFormControlLabel: {
        styleOverrides: { label: { '&.Mui-disabled': { color: readable } } },
      },
      // react-admin's not-found, error and loading pages set their words in Roboto, which has
      // no Thai letters (boxes where the device has no Thai sans-serif to fall back on), faded
      // to half or to the disabled grey (about 3:1): the portal's font in the secondary colour.
      RaNotFound: {
        styleOverrides: {
          root: { '& .RaNotFound-message': { fontFamily: 'inherit', opacity: 1, color: readable } },
        },
      },
      RaError: { styleOverrides: { root: { fontFamily: 'inherit', opacity: 1, color: readable } } },
      RaLoading: {
        styleOverrides: {
          root: { '& .RaLoading-message': { fontFamily: 'inherit', color: readable } },
        },
      },
    },
  };
}

export const theme = portalTheme('light');
export const darkTheme = portalTheme('dark');

/**
 * A colour that differs by mode, for an `sx` value: a screen's own light surface (a pale grey
 * box) needs its dark counterpart, or the theme's light text would sit on it.
 */
export const byMode =
  (light: string, dark: string) =>
  (t: { palette: { mode: string } }): string =>
    t.palette.mode === 'dark' ? dark : light;
