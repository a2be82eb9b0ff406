import { Menu as RaMenu, useTranslate } from 'react-admin';
import { MENUS } from '../../contract/enums';
import { isMenuActive, useSession } from '../providers/session';
import { MENU_ICONS } from './menuIcons';

/** The side menu: the 12 menus in the shell's order, each only when active for the user's role. */
export function Menu() {
  const session = useSession();
  const translate = useTranslate();
  return (
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
  );
}
