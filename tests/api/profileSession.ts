import { expect } from 'vitest';
import type { SessionData } from '../../contract/schemas/auth';
import type { UserInfo } from '../../contract/schemas/register';
import { kindOf, profileDefaults } from '../../src/pages/profile/profileValues';
import { call, serverWithSessions } from './helpers';

/**
 * A test file's server with one user signed in, and what a profile preference is read and
 * written through: the profile, the session, and a profile save as the profile screen sends
 * it (the user's own values, with `changes` over them; a change of `undefined` is not sent).
 */
export function profileSession(email: string) {
  const s = serverWithSessions({ user: email });
  const profile = async () => {
    const res = await call<UserInfo[]>(s.app, 'GET', 'user-getprofile', { cookie: s.user });
    expect(res.status).toBe(200);
    return res.body.data[0]!;
  };
  const session = async () => {
    const res = await call<SessionData>(s.app, 'GET', 'auth-getsession', { cookie: s.user });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const saveProfile = async <T = UserInfo>(changes: Record<string, unknown>) => {
    const info = await profile();
    const body = { ...profileDefaults(info, kindOf(info)), ...changes };
    return call<T>(s.app, 'PUT', 'user-updateprofile', { cookie: s.user, body });
  };
  return { s, profile, session, saveProfile };
}
