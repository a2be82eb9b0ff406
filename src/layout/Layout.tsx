import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Layout as RaLayout, useLogout } from 'react-admin';
import { menuAccessTag } from '../../contract/enums';
import { refreshSession } from '../providers/authProvider';
import { MENUS_STALE_EVENT, useSession } from '../providers/session';
import { useMenuTitle } from '../components/documentTitle';
import { AppBar } from './AppBar';
import { CommandPalette } from './CommandPalette';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { ShortcutsHelp } from '../components/shortcuts/ShortcutsHelp';
import { useRefetchOnShopChange } from './useRefetchOnShopChange';
import { useSessionTheme } from './useSessionTheme';

/**
 * Keeps the stored session (menus, shops, name) in step with the server: read once per load,
 * and again whenever a reply or the live stream says the caller's menus changed (a role's
 * menu access, or the user's role). react-admin's cached access answers are dropped when the
 * menus change, so the side menu and the route guards follow at once, without signing out.
 */
function useFreshSession(signedIn: boolean) {
  const logout = useRef(useLogout());
  const queryClient = useQueryClient();
  const session = useSession();
  const menus = session
    ? menuAccessTag(session.menuAccess.filter((m) => m.is_active).map((m) => m.menu_key))
    : '';
  const seen = useRef(menus);
  useEffect(() => {
    if (seen.current === menus) return;
    seen.current = menus;
    void queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [menus, queryClient]);
  useEffect(() => {
    if (!signedIn) return;
    let reading = false;
    const read = () => {
      if (reading) return;
      reading = true;
      refreshSession()
        .catch((e: { status?: number }) => {
          if (e?.status === 401) void logout.current();
        })
        .finally(() => {
          reading = false;
        });
    };
    read();
    window.addEventListener(MENUS_STALE_EVENT, read);
    return () => window.removeEventListener(MENUS_STALE_EVENT, read);
  }, [signedIn]);
}

/** The shell: side menu, top bar; its session follows the server's (see useFreshSession). */
export function Layout({ children }: { children: ReactNode }) {
  const signedIn = useSession() !== null;
  useFreshSession(signedIn);
  useRefetchOnShopChange();
  useSessionTheme();
  useMenuTitle();
  // Signed out (or just logged out): no shell at all, straight to the sign-in page.
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
      {children}
      <CommandPalette />
      <ShortcutsHelp />
    </RaLayout>
  );
}
