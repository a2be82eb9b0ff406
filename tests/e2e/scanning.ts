import type { Page } from '@playwright/test';

/** The physical key of a character a scanner sends (a US keyboard, as scanners are set). */
function keyOf(ch: string) {
  if (/^\d$/.test(ch)) return { code: `Digit${ch}`, keyCode: ch.charCodeAt(0), shift: false };
  if (/^[a-z]$/i.test(ch)) {
    const upper = ch.toUpperCase();
    return { code: `Key${upper}`, keyCode: upper.charCodeAt(0), shift: ch === upper };
  }
  if (ch === '-') return { code: 'Minus', keyCode: 189, shift: false };
  throw new Error(`a scanner key for ${JSON.stringify(ch)} is not mapped`);
}

/**
 * A keyboard-wedge scan: the code's keys, then Enter, each stamped 5 ms after the one before,
 * as the system stamps a scanner's keys when they arrive, whatever the page is doing, and
 * wherever the focus is. (Playwright's keyboard.type sends a key once the page has handled
 * the one before, and Chrome stamps it then: while the page draws, keys came over the
 * scanner's 35 ms apart at times, a person's pace, and the scan broke.)
 */
export async function wedgeScan(page: Page, code: string) {
  const cdp = await page.context().newCDPSession(page);
  let at = Date.now() / 1000;
  for (const ch of [...code, '\r']) {
    const enter = ch === '\r';
    const key = enter ? { code: 'Enter', keyCode: 13, shift: false } : keyOf(ch);
    const event = {
      key: enter ? 'Enter' : ch,
      code: key.code,
      windowsVirtualKeyCode: key.keyCode,
      // Shift, as the Input domain numbers it.
      modifiers: key.shift ? 8 : 0,
      timestamp: at,
    };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...event, text: ch });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...event });
    at += 0.005;
  }
  await cdp.detach();
}
