import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import Box from '@mui/material/Box';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { ProfileMenu } from './ProfileMenu';
import { ShopSelector } from './ShopSelector';

export function AppBar() {
  return (
    <RaAppBar userMenu={<ProfileMenu />} toolbar={<Toolbar />}>
      <TitlePortal />
    </RaAppBar>
  );
}

function Toolbar() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <ShopSelector />
      <LanguageSwitch />
      <NotificationBell />
    </Box>
  );
}
