import { REPORT_TABS, type ReportTab } from '../../../contract/schemas/reports';
import { warehouseToday } from '../../../contract/schemas/bookings';
import { mayCall } from '../../providers/access';
import type { Session } from '../../providers/session';

/** The report screen's texts. */
export const T = 'app.report';

/** The react-admin resource of each tab's list (src/providers/dataProvider.ts). */
export const TAB_RESOURCE: Record<ReportTab, string> = {
  shipping: 'reportShipping',
  inventory: 'reportInventory',
  packing: 'reportPacking',
};

/** The export call of each tab. */
export const TAB_EXPORT = {
  shipping: 'shippingReportExport',
  inventory: 'inventoryReportExport',
  packing: 'packingReportExport',
} as const satisfies Record<ReportTab, string>;

/** The call of each tab's list. */
const TAB_LIST = {
  shipping: 'shippingReport',
  inventory: 'inventoryReport',
  packing: 'packingReport',
} as const satisfies Record<ReportTab, string>;

/**
 * The tabs a user sees: those whose report the server answers for the user (the
 * packing-equipment report is staff's only, spec part 3 §2, §6).
 */
export const tabsOf = (session: Session | null): ReportTab[] =>
  REPORT_TABS.filter((t) => mayCall(TAB_LIST[t], session));

export const isReportTab = (value: string): value is ReportTab =>
  (REPORT_TABS as readonly string[]).includes(value);

/** The packing report's dates to start with: the first of this month to today, warehouse time. */
export function packingDefaults(now = new Date()) {
  const today = warehouseToday(now);
  return { start_date: `${today.slice(0, 8)}01`, end_date: today };
}
