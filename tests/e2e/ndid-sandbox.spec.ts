import { expect, test } from './helpers';
import { th } from '../../i18n/th';

const T = th.server.register;

test('the national digital ID sandbox page draws its Thai in Sarabun', async ({
  page,
  baseURL,
}) => {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'fulfilment-portal-sandbox',
    redirect_uri: `${baseURL}/register/individual-register`,
    scope: 'pid birthdate address name given_name family_name',
    state: 'font',
  });
  await page.goto(`/sandbox/ndid/authorize?${query}`);
  const heading = page.getByRole('heading', { level: 1, name: T.ndid_page_title });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px Sarabun', 'ยืนยันตัวตน'))).toBe(true);

  // The fonts the browser really drew the heading, a name and a button with.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  for (const selector of ['h1', 'li div', 'li button']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // Named by the font files themselves: 'Sarabun', 'Sarabun SemiBold'.
    expect(fonts.length, selector).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.familyName, selector).toMatch(/^Sarabun( SemiBold)?$/);
      expect(font.isCustomFont, selector).toBe(true);
    }
  }
});
