import { Menu as RaMenu, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { MENUS } from '../../contract/enums';
import { isMenuActive, useSession } from '../providers/session';
import { LanguageSwitch } from './LanguageSwitch';
import { MENU_ICONS } from './menuIcons';
import { ShopSelector } from './ShopSelector';
import { useIsPhone } from '../components/useIsPhone';

/**
 * The side menu: the 12 menus in the shell's order, each only when active for the user's
 * role. On a phone the drawer also holds the working shop and the language switch.
 */
export function Menu() {
  const session = useSession();
  const translate = useTranslate();
  const phone = useIsPhone();
  return (
    <>
      {phone && (
        <Box sx={{ pt: 2, px: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <ShopSelector place="drawer" />
          <Box>
            <LanguageSwitch color="primary" />
          </Box>
          <Divider />
        </Box>
      )}
      <RaMenu>
        {MENUS.filter((m) => isMenuActive(m.key, session)).map((m) => {
          const Icon = MENU_ICONS[m.key];
          return (
            <RaMenu.Item
              key={m.key}
              to={m.path}
              primaryText={translate(`app.menu.${m.key}`)}
              leftIcon={<Icon />}
            />
          );
        })}
      </RaMenu>
    </>
  );
}
