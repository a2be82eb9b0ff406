import type { AuthProvider } from 'ra-core';
import { mayAccess } from './access';
import { api } from './http';
import { accountCalls } from './calls/accounts';
import { clearSession, getSession, landingPath, storeSession } from './session';

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
  /** What the server would answer for this user, read from the contract (providers/access.ts). */
  async canAccess({ resource, action }) {
    return mayAccess(resource, action);
  },
  async getPermissions() {
    return getSession();
  },
};

/** Refreshes the stored session from the server (menus or shops may have changed). */
export async function refreshSession() {
  await accountCalls.refreshSession();
}
