import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionData } from '../../contract/schemas/auth';
import type { UserInfo } from '../../contract/schemas/register';
import { kindOf, profileDefaults } from '../../src/pages/profile/profileValues';
import { call, loginSession, serverForFile } from './helpers';

// The interface's colours (contract/enums.ts THEMES): the device's ('system') by default; the
// choice is saved with the profile and sent with the session, so it follows the user to every
// browser.

let app: FastifyInstance;
serverForFile((a) => (app = a));

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await loginSession(app, 'warehouse@demo.th'));
});

const profile = async () => {
  const res = await call<UserInfo[]>(app, 'GET', 'user-getprofile', { cookie });
  expect(res.status).toBe(200);
  return res.body.data[0]!;
};

const session = async () => {
  const res = await call<SessionData>(app, 'GET', 'auth-getsession', { cookie });
  expect(res.status).toBe(200);
  return res.body.data;
};

const save = async (over: Record<string, unknown>) => {
  const info = await profile();
  const body: Record<string, unknown> = { ...profileDefaults(info, kindOf(info)), ...over };
  if (over.theme === undefined) delete body.theme;
  return call<UserInfo>(app, 'PUT', 'user-updateprofile', { cookie, body });
};

describe('the colours', () => {
  it("are the device's by default: the session and the profile say so", async () => {
    expect((await session()).theme).toBe('system');
    expect((await profile()).theme).toBe('system');
  });

  it('are saved with the profile, sent with the session and at the next sign-in', async () => {
    const saved = await save({ theme: 'dark' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.theme).toBe('dark');
    expect((await session()).theme).toBe('dark');
    const again = await loginSession(app, 'warehouse@demo.th');
    expect(again.session.theme).toBe('dark');
  });

  it('stay as they are when a profile save does not send them', async () => {
    const saved = await save({ theme: undefined });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.theme).toBe('dark');
  });

  it('are one of light, dark and system (any other is a 400)', async () => {
    const res = await save({ theme: 'blue' });
    expect(res.status).toBe(400);
    expect((await profile()).theme).toBe('dark');
  });
});
