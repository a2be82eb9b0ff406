import { Fragment, useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIsPhone } from '../useIsPhone';
import {
  coveredBy,
  hotkeysOf,
  openLayer,
  SHORTCUTS,
  SHORTCUTS_HELP_EVENT,
  type ShortcutGroup,
} from './catalogue';

const T = 'app.shortcuts';

/** Where keys act now: the open dialog, menu or drawer on top, else the screen. */
function topLayer(): ParentNode {
  return openLayer() ?? document.querySelector('main') ?? document;
}

/** A key as the keyboard shows it. */
function Key({ name }: { name: string }) {
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 24,
        px: 0.75,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        fontFamily: 'inherit',
        fontSize: '0.85rem',
        textAlign: 'center',
        bgcolor: 'action.hover',
      }}
    >
      {name}
    </Box>
  );
}

/**
 * The shell's own shortcuts and the help dialog that lists every one (`?`, or the profile
 * menu's item): `/` puts the caret in the list's search field, Ctrl+Enter and Esc press a
 * form's main and back buttons (marked in catalogue.ts).
 */
export function ShortcutsHelp() {
  const translate = useTranslate();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(SHORTCUTS_HELP_EVENT, show);
    return () => window.removeEventListener(SHORTCUTS_HELP_EVENT, show);
  }, []);
  useHotkeys(hotkeysOf('help'), () => setOpen(true), { enabled: () => !coveredBy(null) });
  useHotkeys(
    hotkeysOf('search'),
    (event) => {
      const field = document.querySelector<HTMLInputElement>('main [role="search"] input');
      if (!field) return;
      event.preventDefault();
      field.focus();
      field.select();
    },
    { enabled: () => !coveredBy(null) },
  );
  // Ctrl+Enter: the main button of the form holding the focus (or of the one form on top),
  // also while typing in it, so its checks and confirmations run as a click's would.
  useHotkeys(
    hotkeysOf('save'),
    (event) => {
      const scope = topLayer();
      const focused = document.activeElement?.closest('form');
      const forms = [...scope.querySelectorAll('form')].filter((f) => f.role !== 'search');
      const form =
        focused && scope.contains(focused) ? focused : forms.length === 1 ? forms[0] : null;
      const button =
        form?.querySelector<HTMLElement>('[data-shortcut="save"]:not([disabled])') ??
        form?.querySelector<HTMLElement>('button[type="submit"]:not([disabled])');
      if (!button) return;
      event.preventDefault();
      button.click();
    },
    { enableOnFormTags: true },
  );
  // Esc, outside a field: the screen's back button (which asks first about unsaved typing).
  useHotkeys(hotkeysOf('back'), () => {
    topLayer().querySelector<HTMLElement>('[data-shortcut="back"]:not([disabled])')?.click();
  });
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby="shortcuts-title"
    >
      <DialogTitle id="shortcuts-title">{translate(`${T}.title`)}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a list taller than the screen. */}
      <DialogContent tabIndex={0}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${T}.intro`)}
        </Typography>
        {(Object.keys(SHORTCUTS) as ShortcutGroup[]).map((group) => (
          <Table key={group} size="small" sx={{ mb: 2, captionSide: 'top' }}>
            <Box component="caption" sx={{ p: 0, pb: 0.5, textAlign: 'start' }}>
              <Typography variant="subtitle1" component="span" color="text.primary">
                {translate(`${T}.group_${group}`)}
              </Typography>
            </Box>
            <TableHead>
              <TableRow>
                <TableCell sx={{ px: 0, width: '35%' }}>{translate(`${T}.col_keys`)}</TableCell>
                <TableCell>{translate(`${T}.col_action`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SHORTCUTS[group].map((s) => (
                <TableRow key={s.id}>
                  <TableCell sx={{ px: 0, whiteSpace: 'nowrap' }}>
                    {s.shown.map((combo, i) => (
                      <Fragment key={combo.join('+')}>
                        {i > 0 && ` ${translate(`${T}.or`)} `}
                        {combo.map((k, j) => (
                          <Fragment key={k}>
                            {j > 0 && ' + '}
                            <Key name={k} />
                          </Fragment>
                        ))}
                      </Fragment>
                    ))}
                  </TableCell>
                  <TableCell>{translate(`${T}.${s.id}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{translate(`${T}.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
