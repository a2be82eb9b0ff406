import type { AuthProvider } from 'ra-core';
import { MENU_KEYS, RESOURCE_MENU, type MenuKey } from '../../contract/enums';
import { api } from './http';
import { accountCalls } from './calls/accounts';
import { clearSession, getSession, isMenuActive, landingPath, storeSession } from './session';

/** Menu key of a react-admin resource or of a custom screen named by its menu key. */
export function menuOf(resource: string): MenuKey | undefined {
  return (
    RESOURCE_MENU[resource] ??
    (MENU_KEYS.includes(resource as MenuKey) ? (resource as MenuKey) : undefined)
  );
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const reply = await api('login', { body: { email, password } });
    storeSession(reply.data);
    return { redirectTo: landingPath() };
  },
  async logout() {
    if (getSession()) {
      try {
        await api('logout', { body: {} });
      } catch {
        // The session may already have ended on the server; storage is cleared regardless.
      }
    }
    clearSession();
    return '/login';
  },
  async checkAuth() {
    // No message: the sign-in page itself tells the user what to do.
    if (!getSession()) throw { redirectTo: '/login', message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: '/login', message: 'ra.auth.auth_check_error' };
    }
  },
  async getIdentity() {
    const s = getSession();
    if (!s) throw new Error('signed out');
    return {
      id: s.uid,
      fullName: `${s.firstName} ${s.lastName}`.trim() || s.email,
      email: s.email,
    };
  },
  async canAccess({ resource }) {
    const menu = menuOf(resource);
    return menu ? isMenuActive(menu) : true;
  },
  async getPermissions() {
    return getSession();
  },
};

/** Refreshes the stored session from the server (menus or shops may have changed). */
export async function refreshSession() {
  await accountCalls.refreshSession();
}
