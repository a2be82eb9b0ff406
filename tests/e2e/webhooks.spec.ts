import { th } from '../../i18n/th';
import { fill } from '../../server/text';
import { verifyWebhook } from '../../clients/typescript/webhooks';
import { webhookReceiver } from '../api/webhookReceiver';
import {
  button,
  chooseShop,
  expect,
  expectAccessible,
  signedIn,
  test,
  textbox,
  USERS,
} from './helpers';

// A shop owner points the shop's program at the portal's events: a webhook is registered for
// SH0001, its signing secret shown once; a test event reaches the program signed with it,
// and the delivery shows in the log with the program's answer; the webhook is then deleted.

const D = th.app.developer;

test('a shop owner registers a webhook, tests it and reads its deliveries', async ({ page }) => {
  const receiver = await webhookReceiver();
  try {
    await signedIn(page, USERS.company.email, '/developer');
    await chooseShop(page, 'SH0001');
    await page.getByRole('tab', { name: D.tab_webhooks }).click();
    await expect(page.getByText(D.wh_none)).toBeVisible();

    // An address that is not https is refused with the reason; then it is registered.
    await button(page, D.wh_create).click();
    const form = page.getByRole('dialog', { name: D.wh_create_title });
    await textbox(form, D.wh_url).fill('http://shop.example.com/hooks');
    await button(form, D.wh_save).click();
    await expect(form).toContainText(th.validation.webhook.url_https);
    await textbox(form, D.wh_url).fill(receiver.url);
    await textbox(form, D.wh_description).fill('ระบบบัญชีของร้าน');
    await expectAccessible(page, 'the webhook form');
    await button(form, D.wh_save).click();
    const shown = page.getByRole('dialog', { name: D.wh_secret_title });
    const field = shown.getByRole('textbox', { name: D.wh_secret_label });
    await expect(field).toHaveValue(/^whsec_[\w-]{32}$/);
    const secret = await field.inputValue();
    await button(shown, D.done).click();

    // The row: its address, every event, active, and only the secret's end.
    const row = page.getByRole('listitem').filter({ hasText: receiver.url });
    await expect(row).toContainText(D.wh_state_active);
    await expect(row).toContainText(D.wh_event['order.status_changed']);
    await expect(row).toContainText(fill(D.wh_secret_hint, { hint: secret.slice(-4) }));
    await expect(page.getByText(secret)).toHaveCount(0);
    await expectAccessible(page, 'the webhooks');

    // A test event reaches the program, signed with the secret.
    await button(row, fill(D.wh_test_name, { url: receiver.url })).click();
    await expect.poll(() => receiver.of('ping').length).toBe(1);
    const [ping] = receiver.of('ping');
    expect(
      verifyWebhook(secret, ping.body, {
        'x-fulfilment-signature': String(ping.headers['x-fulfilment-signature']),
        'x-fulfilment-timestamp': String(ping.headers['x-fulfilment-timestamp']),
      }),
    ).toBe(true);
    expect(verifyWebhook('whsec_not-the-secret', ping.body, ping.headers as never)).toBe(false);

    // The log shows it delivered with the program's answer.
    await button(row, fill(D.wh_log_name, { url: receiver.url })).click();
    const log = page.getByRole('dialog', { name: fill(D.wh_log_title, { url: receiver.url }) });
    const sent = log.getByRole('list', { name: D.wh_log }).getByRole('listitem');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(D.wh_event.ping);
    await expect(sent).toContainText(D.log_status.delivered);
    await expect(sent).toContainText(fill(D.log_response, { status: 200 }));
    await expectAccessible(page, 'the webhook deliveries');
    await button(log, D.close).click();

    // Deleted after a question.
    await button(row, fill(D.wh_delete_name, { url: receiver.url })).click();
    await button(
      page.getByRole('dialog', { name: fill(D.wh_delete_title, { url: receiver.url }) }),
      D.wh_delete,
    ).click();
    await expect(page.getByText(D.wh_none)).toBeVisible();
  } finally {
    await receiver.close();
  }
});
