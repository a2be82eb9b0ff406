import type { AuthProvider } from 'ra-core';
import { mayDo, menuOf } from './access';
import { api } from './http';
import { accountCalls } from './calls/accounts';
import { clearSession, getSession, isMenuActive, landingPath, storeSession } from './session';

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
  /**
   * A screen behind an inactive menu is refused; so are the actions whose call the server
   * would refuse (delete, import, export: src/providers/access.ts). The routes of list, show,
   * create and edit answer by the menu alone: staff open the edit routes of a shop's records to
   * view them read-only, and each create screen sends a user who may not create to its list.
   */
  async canAccess({ resource, action }) {
    const menu = menuOf(resource);
    if (menu && !isMenuActive(menu)) return false;
    if (['delete', 'import', 'export'].includes(action)) return mayDo(resource, action) ?? true;
    return true;
  },
  async getPermissions() {
    return getSession();
  },
};

/** Refreshes the stored session from the server (menus or shops may have changed). */
export async function refreshSession() {
  await accountCalls.refreshSession();
}
