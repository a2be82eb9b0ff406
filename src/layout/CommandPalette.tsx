import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import type { MenuKey } from '../../contract/enums';
import type { CommandRecord } from '../../contract/schemas/search';
import { useIsPhone } from '../components/useIsPhone';
import { setShopId, useSession } from '../providers/session';
import { MENU_ICONS } from './menuIcons';
import {
  openCommandPalette,
  recordPath,
  searchable,
  usePaletteOpen,
  useRecordSearch,
  useScreens,
  type PaletteScreen,
} from './useCommandPalette';

const T = 'app.palette';

/** The top bar's search button: opens the palette (on a phone too, where there is no Ctrl+K). */
export function PaletteButton() {
  const translate = useTranslate();
  const label = translate(`${T}.open`);
  return (
    <Tooltip title={`${label} (Ctrl+K)`}>
      <IconButton color="inherit" aria-label={label} onClick={openCommandPalette}>
        <SearchOutlined />
      </IconButton>
    </Tooltip>
  );
}

/** The icons of each kind of record: those of their menus. */
const KIND_MENU: Record<CommandRecord['kind'], MenuKey> = {
  order: 'order-list',
  booking: 'delivery-booking',
  setOrder: 'product-set-list',
  product: 'product-list',
  productSet: 'product-set-list',
};

/** One choice of the palette: a screen or a record. */
type Choice =
  | { type: 'screen'; id: string; screen: PaletteScreen }
  | { type: 'record'; id: string; record: CommandRecord };

/**
 * The command palette (Ctrl+K, Cmd+K on a Mac, or the top bar's search button): the screens
 * whose name holds the text typed, and the records whose number, code or barcode is the text
 * or begins with it (an order, a booking, a set order, a product or a set, of the shops and
 * menus the user may see). Arrow keys choose, Enter opens, Esc closes; a scanner's code and
 * Enter open the record of that exact code at once. A record of another shop than the working
 * shop makes its shop the working shop first.
 */
export function CommandPalette() {
  const [open, setOpen] = usePaletteOpen();
  const phone = useIsPhone();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: phone ? undefined : 'flex-start' } }}
      slotProps={{ paper: { sx: phone ? undefined : { mt: 8 } } }}
    >
      {open && <PaletteBody titleId={titleId} phone={phone} close={() => setOpen(false)} />}
    </Dialog>
  );
}

function PaletteBody({
  titleId,
  phone,
  close,
}: {
  titleId: string;
  phone: boolean;
  close: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useSession();
  const [text, setText] = useState('');
  // The highlighted choice, of the choices shown for `key`: the first again when they change.
  const [pick, setPick] = useState({ key: '', index: 0 });
  const ids = useId();
  const screens = useScreens(text);
  const search = useRecordSearch(text);
  const { records } = search;
  const exact = records.filter((r) => r.exact);
  const others = records.filter((r) => !r.exact);
  const recordChoice = (r: CommandRecord): Choice => ({
    type: 'record',
    id: `${ids}-${r.kind}-${r.id}`,
    record: r,
  });
  const screenChoices: Choice[] = screens.map((s) => ({
    type: 'screen',
    id: `${ids}-screen-${s.key}`,
    screen: s,
  }));
  // A record of exactly the text comes first, so Enter (a scanner's too) opens it.
  const recordChoices = [...exact, ...others].map(recordChoice);
  const choices = exact.length
    ? [...recordChoices, ...screenChoices]
    : [...screenChoices, ...recordChoices];
  const shownKey = choices.map((c) => c.id).join(' ');
  const active = pick.key === shownKey ? pick.index : 0;
  const setActive = (index: number) => setPick({ key: shownKey, index });
  const chosen = choices[Math.min(active, choices.length - 1)];

  const chosenId = chosen?.id;
  useEffect(() => {
    if (chosenId) document.getElementById(chosenId)?.scrollIntoView?.({ block: 'nearest' });
  }, [chosenId]);

  const openRecord = (r: CommandRecord) => {
    if (session && session.shopId !== null && session.shopId !== r.shop_id) setShopId(r.shop_id);
    close();
    navigate(recordPath(r));
  };
  const openChoice = (c: Choice) => {
    if (c.type === 'record') return openRecord(c.record);
    close();
    navigate(c.screen.path);
  };

  const onKeyDown = async (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (choices.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.min(active, choices.length - 1) + step + choices.length) % choices.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const q = searchable(text);
      if (q === '') return chosen && openChoice(chosen);
      // The records of this very text: read now when the typing (a scan) outran the search.
      const fresh = search.pending ? await search.now(q).catch(() => []) : records;
      const match = fresh.find((r) => r.exact);
      if (match) return openRecord(match);
      if (chosen) openChoice(chosen);
    }
  };

  const option = (c: Choice, icon: ReactNode, primary: ReactNode, secondary: ReactNode) => (
    <ListItemButton
      key={c.id}
      id={c.id}
      component="li"
      role="option"
      aria-selected={chosen?.id === c.id}
      selected={chosen?.id === c.id}
      onClick={() => openChoice(c)}
      onMouseMove={() => setActive(choices.indexOf(c))}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText
        primary={primary}
        secondary={secondary}
        slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
      />
    </ListItemButton>
  );
  const screenOption = (c: Choice & { type: 'screen' }) => {
    const key = c.screen.key;
    const Icon =
      key === 'profile'
        ? AccountCircleOutlined
        : key === 'developer'
          ? ApiOutlined
          : MENU_ICONS[key as MenuKey];
    return option(c, <Icon />, c.screen.name, c.screen.path);
  };
  const recordOption = (c: Choice & { type: 'record' }) => {
    const r = c.record;
    const Icon = MENU_ICONS[KIND_MENU[r.kind]];
    const kind = translate(`${T}.kind.${r.kind}`);
    const matched =
      r.matched === 'number' || r.matched === 'code'
        ? ''
        : ` · ${translate(`${T}.matched.${r.matched}`)}`;
    return option(
      c,
      <Icon />,
      `${r.code}${r.label ? ` · ${r.label}` : ''}`,
      `${translate(`${T}.record_line`, { kind, shop: `${r.shop_no} ${r.shop_name}` })}${matched}`,
    );
  };
  const group = (id: string, title: string, items: Choice[]) =>
    items.length > 0 && (
      <Box key={id}>
        <Typography
          id={id}
          variant="overline"
          component="h3"
          sx={{ px: 2, pt: 1, display: 'block', color: 'text.secondary' }}
        >
          {title}
        </Typography>
        <List id={`${id}-list`} role="listbox" aria-labelledby={id} dense disablePadding>
          {items.map((c) => (c.type === 'screen' ? screenOption(c) : recordOption(c)))}
        </List>
      </Box>
    );
  const screensGroup = group(`${ids}-screens`, translate(`${T}.screens`), screenChoices);
  const recordsGroup = group(`${ids}-records`, translate(`${T}.records`), recordChoices);
  const q = searchable(text);
  const status = search.failed
    ? translate(`${T}.failed`)
    : choices.length === 0 && q !== '' && !search.pending
      ? translate(`${T}.none`)
      : '';

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <DialogTitle id={titleId} sx={{ pb: 1, flex: 1 }}>
          {translate(`${T}.title`)}
        </DialogTitle>
        {/* Esc closes it too; a phone has no Esc. */}
        <IconButton aria-label={translate(`${T}.close`)} onClick={close}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <DialogContent sx={{ px: 0, pb: 1 }}>
        <Box sx={{ px: 3 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={translate(`${T}.field`)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => void onKeyDown(e)}
            helperText={phone ? undefined : translate(`${T}.hint`)}
            autoComplete="off"
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-expanded': choices.length > 0,
                // The lists shown (a list with nothing to offer is left out).
                'aria-controls':
                  [
                    screenChoices.length > 0 && `${ids}-screens-list`,
                    recordChoices.length > 0 && `${ids}-records-list`,
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined,
                'aria-activedescendant': chosen?.id,
                'aria-autocomplete': 'list',
                spellCheck: false,
                enterKeyHint: 'go',
              },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchOutlined />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <Box sx={{ height: 4, mt: 1 }}>{search.pending && <LinearProgress />}</Box>
        <Box sx={{ maxHeight: { sm: '60vh' }, overflowY: 'auto' }}>
          {exact.length ? [recordsGroup, screensGroup] : [screensGroup, recordsGroup]}
        </Box>
        <Typography role="status" variant="body2" sx={{ px: 3, py: status ? 2 : 0 }}>
          {status}
        </Typography>
      </DialogContent>
    </>
  );
}
