import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import type { AuditRow } from '../../contract/schemas/roles';
import { th } from '../../i18n/th';
import { AuditTrail } from '../../src/components/AuditTrail';
import { i18nProvider, loadScreenTexts } from '../../src/providers/i18nProvider';

// An order's history as the order screens show it: each status by its Thai name, and the
// reason of a pack without scanning under its own label.

const A = th.app.audit;
const S = th.app.orders.status;

beforeAll(() => loadScreenTexts());
afterEach(cleanup);

const ROWS: AuditRow[] = [
  {
    id: 12,
    at: '2026-03-02T03:10:00.000Z',
    action: 'order_status_changed',
    actor_id: 7,
    actor_name: 'สมชาย คลังสินค้า',
    changes: [
      { field: 'is_order', before: '2', after: '3' },
      { field: 'pack_override_reason', before: null, after: 'บาร์โค้ดขาด' },
    ],
  },
  {
    id: 11,
    at: '2026-03-02T02:00:00.000Z',
    action: 'order_status_changed',
    actor_id: 5,
    actor_name: 'ร้านค้า',
    changes: [{ field: 'is_order', before: '0', after: '1' }],
  },
];

describe("an order's history", () => {
  it('names each status in Thai and shows the pack override reason', async () => {
    const getList = vi.fn(() => Promise.resolve({ data: ROWS, total: ROWS.length }));
    const dataProvider = { getList } as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <AuditTrail resource="orderAudit" filter={{ order_id: 42 }} />
      </AdminContext>,
    );
    const items = await screen.findAllByRole('listitem', {
      name: new RegExp(A.action.order_status_changed),
    });
    expect(items).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      'orderAudit',
      expect.objectContaining({ filter: { order_id: 42 } }),
    );
    const text = items.map((li) => li.textContent ?? '');
    expect(text[0]).toContain(`${A.field.is_order}: ${S[2]} → ${S[3]}`);
    expect(text[0]).toContain(`${A.field.pack_override_reason}: ${A.no_value} → บาร์โค้ดขาด`);
    expect(text[0]).toContain('สมชาย คลังสินค้า');
    expect(text[1]).toContain(`${A.field.is_order}: ${S[0]} → ${S[1]}`);
  });
});
