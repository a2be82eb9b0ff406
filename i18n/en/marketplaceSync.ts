import type { DeepStrings } from '../th';
import type * as th from '../th-screens/marketplaceSync';

/** English of th-screens/marketplaceSync.ts (the type checker compares their keys). */

export const marketplaceSync: DeepStrings<typeof th.marketplaceSync> = {
  title: 'Marketplace sync history',
  history: 'Sync history',
  back: 'Orders',
  shop_line: 'Shop %{shop}',
  total: '%{total} entries',
  no_shop: 'Choose a shop in the top bar to see its sync history',
  filters: 'Sync history filters',
  filter_platform: 'Marketplace',
  filter_kind: 'Job',
  filter_status: 'Status',
  filter_all: 'All',
  live: 'Some jobs are not finished; the list updates itself every 3 seconds',
  col_time: 'Time',
  col_kind: 'Job',
  col_status: 'Status',
  col_result: 'Result',
  col_error: 'Reason',
  col_retry: 'Retry',
  attempts: 'Tried %{count} times',
  kind: {
    pull: 'Pull orders',
    refresh: 'Renew connection',
    ship: 'Send shipping and tracking',
    stock: 'Update stock',
  },
  status: {
    queued: 'Queued',
    running: 'Running',
    done: 'Done',
    retrying: 'Retrying',
    failed: 'Failed',
  },
  counts: {
    created: '%{count} new',
    updated: '%{count} changed',
    cancelled: '%{count} cancelled',
    skipped: '%{count} skipped',
    pushed: '%{count} SKUs sent',
    refused: '%{count} SKUs refused',
    none: 'No changes',
  },
  retry: 'Retry',
  retried: 'The job is queued again',
  retry_failed: 'The job could not be sent again; please try later',
  empty_title: 'No sync history',
  empty_body:
    'Once a marketplace is connected, pulling orders, shipping confirmations and stock updates show here',
  empty_filtered: 'No entries match the chosen filters',
  reconnect: {
    title: 'Connect %{platform} again',
    body: '%{platform} would not renew the connection: %{reason}',
    body_no_reason:
      '%{platform} would not renew the connection; orders and stock will not sync until you connect again',
    action: 'Connect %{platform} again',
  },
  order: {
    section: 'Status on %{platform}',
    status: 'Order status on %{platform}',
    ship_sync: 'Shipping and tracking sent to %{platform}',
    ship_failed: 'Shipping could not be sent to %{platform}',
    open_log: 'See sync history',
  },
  order_status: {
    pending: 'Pending',
    ready_to_ship: 'Ready to ship',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    unknown: 'Not known yet',
  },
  ship_sync: {
    queued: 'Waiting',
    sent: 'Sent',
    failed: 'Failed',
    none: 'Not sent yet',
  },
};
