import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, HttpError, useNotificationContext } from 'react-admin';
import { PrintLabelsButton } from '../../src/components/PrintLabelsButton';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { thApp } from '../../i18n/th-app';

// The print button of shipping labels: the PDF through the data provider, saved under the
// first order's id; a spinner meanwhile; a Thai message when it fails.

/** The notifications shown, as text. */
function Shown() {
  const { notifications } = useNotificationContext();
  return <output>{notifications.map((n) => String(n.message)).join('|')}</output>;
}

function setup(orderLabelsFile: (ids: number[]) => Promise<Blob>) {
  const dataProvider = { orderLabelsFile } as never;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PrintLabelsButton ids={[5, 7]} />
      <Shown />
    </AdminContext>,
  );
  return screen.getByRole<HTMLButtonElement>('button', { name: thApp.app.labels.print });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the print labels button', () => {
  it('downloads the PDF of the orders as labels-<first order>.pdf, busy meanwhile', async () => {
    let finish: (b: Blob) => void = () => {};
    const file = vi.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    URL.createObjectURL = vi.fn(() => 'blob:labels');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const button = setup(file);
    fireEvent.click(button);
    expect(file).toHaveBeenCalledWith([5, 7]);
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[role="progressbar"]')).not.toBeNull();
    await act(async () => finish(new Blob(['%PDF-'], { type: 'application/pdf' })));
    expect(saved).toEqual(['labels-5.pdf blob:labels']);
    expect(button.disabled).toBe(false);
  });

  it("shows the server's message when refused, else a general one", async () => {
    // The data provider logs a failed call; the button's answer is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = new HttpError('x', 404, { code: 404, message: 'ไม่พบคำสั่งซื้อ' });
    const button = setup(vi.fn(() => Promise.reject(refused)));
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('status').textContent).toBe('ไม่พบคำสั่งซื้อ');
    cleanup();
    const again = setup(vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await act(async () => fireEvent.click(again));
    expect(screen.getByRole('status').textContent).toBe(thApp.app.labels.failed);
  });
});
