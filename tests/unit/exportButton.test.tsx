import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, HttpError, useNotificationContext } from 'react-admin';
import { ExportButton } from '../../src/components/ExportButton';
import type { DownloadedFile } from '../../src/providers/http';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { thApp } from '../../i18n/th-app';

// The export button: the file through the data provider with the screen's query, saved under
// the server's name; how much has arrived meanwhile; a refusal's Thai message and no file.

type Download = (
  endpoint: string,
  query: unknown,
  onProgress?: (received: number, total: number | undefined) => void,
) => Promise<DownloadedFile>;

/** The notifications shown, as text. */
function Shown() {
  const { notifications } = useNotificationContext();
  return (
    <output data-testid="shown">{notifications.map((n) => String(n.message)).join('|')}</output>
  );
}

function setup(downloadFile: Download) {
  const dataProvider = { downloadFile } as never;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ExportButton endpoint="userExport" query={{ search: 'สมชาย' }} label="ส่งออก" />
      <Shown />
    </AdminContext>,
  );
  return screen.getByRole<HTMLButtonElement>('button', { name: /^ส่งออก/ });
}

const saved: string[] = [];
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  saved.length = 0;
});
function catchSaves() {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.href}`);
  });
}

describe('the export button', () => {
  it('fetches the export with the query, shows how much has come, and saves it under the server’s name', async () => {
    catchSaves();
    let progress: ((r: number, t: number | undefined) => void) | undefined;
    let finish: (f: DownloadedFile) => void = () => {};
    const download = vi.fn<Download>((_e, _q, onProgress) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const button = setup(download);
    fireEvent.click(button);
    expect(download).toHaveBeenCalledWith('userExport', { search: 'สมชาย' }, expect.any(Function));
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain(thApp.app.export.starting);
    act(() => progress?.(512, 1024));
    expect(button.textContent).toContain('ได้รับแล้ว 50%');
    await act(async () => finish({ blob: new Blob(['xlsx']), fileName: 'ผู้ใช้งาน-20261129.xlsx' }));
    expect(saved).toEqual(['ผู้ใช้งาน-20261129.xlsx blob:export']);
    expect(button.disabled).toBe(false);
  });

  it('shows the server’s Thai refusal and saves nothing; a failed connection says so in Thai', async () => {
    catchSaves();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = new HttpError('x', 403, { code: 403, message: 'คุณไม่มีสิทธิ์เข้าถึงเมนูนี้' });
    const button = setup(vi.fn<Download>(() => Promise.reject(refused)));
    await act(async () => fireEvent.click(button));
    expect(screen.getByTestId('shown').textContent).toBe('คุณไม่มีสิทธิ์เข้าถึงเมนูนี้');
    expect(saved).toEqual([]);
    cleanup();
    const again = setup(vi.fn<Download>(() => Promise.reject(new TypeError('Failed to fetch'))));
    await act(async () => fireEvent.click(again));
    expect(screen.getByTestId('shown').textContent).toBe(thApp.app.export.failed);
    expect(saved).toEqual([]);
  });
});
