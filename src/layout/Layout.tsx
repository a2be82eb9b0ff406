import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Layout as RaLayout, useLogout } from 'react-admin';
import { refreshSession } from '../providers/authProvider';
import { useSession } from '../providers/session';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { Sidebar } from './Sidebar';
import { useRefetchOnShopChange } from './useRefetchOnShopChange';

/** The shell: side menu, top bar; refreshes menus and shops from the server once per load. */
export function Layout({ children }: { children: ReactNode }) {
  const signedIn = useSession() !== null;
  const logout = useRef(useLogout());
  useEffect(() => {
    if (!signedIn) return;
    refreshSession().catch((e: { status?: number }) => {
      if (e?.status === 401) void logout.current();
    });
  }, [signedIn]);
  useRefetchOnShopChange();
  // Signed out (or just logged out): no shell at all, straight to the sign-in page.
  if (!signedIn) return <Navigate to="/login" replace />;
  return (
    <RaLayout appBar={AppBar} menu={Menu} sidebar={Sidebar}>
      {children}
    </RaLayout>
  );
}
