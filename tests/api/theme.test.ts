import { describe, expect, it } from 'vitest';
import { loginSession } from './helpers';
import { profileSession } from './profileSession';

// The interface's colours (contract/enums.ts THEMES): the device's ('system') by default; the
// choice is saved with the profile and sent with the session, so it follows the user to every
// browser.

const { s, profile, session, saveProfile: save } = profileSession('warehouse@demo.th');

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
    const again = await loginSession(s.app, 'warehouse@demo.th');
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
