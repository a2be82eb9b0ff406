import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useLogout } from 'react-admin';
import { refreshSession } from '../providers/authProvider';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** The shell: side menu, top bar; refreshes menus and shops from the server once per load. */
export function Layout({ children }: { children: ReactNode }) {
  const logout = useLogout();
  useEffect(() => {
    refreshSession().catch((e: { status?: number }) => {
      if (e?.status === 401) void logout();
    });
  }, [logout]);
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      {children}
    </RaLayout>
  );
}
