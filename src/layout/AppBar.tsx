import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import Box from '@mui/material/Box';
import { PaletteButton } from './CommandPalette';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { ShopSelector } from './ShopSelector';
import { useIsPhone } from '../components/useIsPhone';

/**
 * The top bar: page title, working shop, language, bell and profile menu. On a phone the
 * working shop and the language move into the drawer, so the bar keeps the bell and profile.
 */
export function AppBar() {
  return (
    <RaAppBar color="primary" userMenu={<ProfileMenu />} toolbar={<Toolbar />}>
      <TitlePortal />
    </RaAppBar>
  );
}

function Toolbar() {
  const phone = useIsPhone();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {!phone && <ShopSelector place="bar" />}
      {!phone && <LanguageSwitch />}
      <PaletteButton />
      <NotificationBell />
    </Box>
  );
}
