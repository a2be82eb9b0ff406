/**
 * The Thai texts of the marketplace sync: its log, the order list's notice of a connection to
 * make again, and an order's standing on its marketplace; th-screens.ts joins them into
 * `app.marketplace_sync`. The names of the contract's values (contract/enums.ts SYNC_KINDS,
 * SYNC_STATUSES, MARKETPLACE_ORDER_STATUSES, SHIP_SYNC_STATUSES) are under keys of the same names.
 */
export const marketplaceSync = {
  title: 'ประวัติการซิงค์ร้านค้าออนไลน์',
  history: 'ประวัติการซิงค์',
  back: 'รายการคำสั่งซื้อ',
  shop_line: 'ร้านค้า %{shop}',
  total: 'ทั้งหมด %{total} รายการ',
  no_shop: 'กรุณาเลือกร้านค้าที่แถบด้านบนเพื่อดูประวัติการซิงค์',
  filters: 'ตัวกรองประวัติการซิงค์',
  filter_platform: 'ร้านค้าออนไลน์',
  filter_kind: 'งาน',
  filter_status: 'สถานะ',
  filter_all: 'ทั้งหมด',
  live: 'มีงานที่ยังไม่เสร็จ รายการจะอัปเดตเองทุก 3 วินาที',
  col_time: 'เวลา',
  col_kind: 'งาน',
  col_status: 'สถานะ',
  col_result: 'ผลลัพธ์',
  col_error: 'สาเหตุ',
  col_retry: 'ลองใหม่',
  attempts: 'ลองแล้ว %{count} ครั้ง',
  kind: {
    pull: 'ดึงคำสั่งซื้อ',
    refresh: 'ต่ออายุการเชื่อมต่อ',
    ship: 'แจ้งจัดส่งและเลขพัสดุ',
    stock: 'อัปเดตสต็อก',
  },
  status: {
    queued: 'รอคิว',
    running: 'กำลังทำงาน',
    done: 'สำเร็จ',
    retrying: 'กำลังลองใหม่',
    failed: 'ล้มเหลว',
  },
  /** What a run did, in words: 'ใหม่ 3 · เปลี่ยน 1 · ยกเลิก 1', 'ส่ง 12 SKU'. */
  counts: {
    created: 'ใหม่ %{count}',
    updated: 'เปลี่ยน %{count}',
    cancelled: 'ยกเลิก %{count}',
    skipped: 'ข้าม %{count}',
    pushed: 'ส่ง %{count} SKU',
    refused: 'ถูกปฏิเสธ %{count} SKU',
    none: 'ไม่มีรายการเปลี่ยนแปลง',
  },
  retry: 'ลองใหม่',
  retried: 'ส่งงานเข้าคิวอีกครั้งแล้ว',
  retry_failed: 'ไม่สามารถส่งงานอีกครั้งได้ กรุณาลองใหม่ภายหลัง',
  empty_title: 'ไม่มีประวัติการซิงค์',
  empty_body: 'เมื่อเชื่อมต่อร้านค้าออนไลน์แล้ว การดึงคำสั่งซื้อ การแจ้งจัดส่ง และการอัปเดตสต็อกจะแสดงที่นี่',
  empty_filtered: 'ไม่มีรายการที่ตรงกับตัวกรองที่เลือก',
  /** The order list's notice of a connection the platform no longer honours. */
  reconnect: {
    title: 'ต้องเชื่อมต่อ %{platform} อีกครั้ง',
    body: '%{platform} ไม่ยอมต่ออายุการเชื่อมต่อ: %{reason}',
    body_no_reason: '%{platform} ไม่ยอมต่ออายุการเชื่อมต่อ คำสั่งซื้อและสต็อกจะไม่ซิงค์จนกว่าจะเชื่อมต่อใหม่',
    action: 'เชื่อมต่อ %{platform} อีกครั้ง',
  },
  /** An order from a marketplace, on its record screen. */
  order: {
    section: 'สถานะบน %{platform}',
    status: 'สถานะคำสั่งซื้อบน %{platform}',
    ship_sync: 'แจ้งจัดส่งและเลขพัสดุแก่ %{platform}',
    ship_failed: 'แจ้งจัดส่งแก่ %{platform} ไม่สำเร็จ',
    open_log: 'ดูประวัติการซิงค์',
  },
  order_status: {
    pending: 'รอดำเนินการ',
    ready_to_ship: 'พร้อมจัดส่ง',
    shipped: 'จัดส่งแล้ว',
    delivered: 'ส่งถึงแล้ว',
    cancelled: 'ยกเลิกแล้ว',
    unknown: 'ยังไม่ทราบ',
  },
  ship_sync: {
    queued: 'รอแจ้ง',
    sent: 'แจ้งแล้ว',
    failed: 'ไม่สำเร็จ',
    none: 'ยังไม่ได้แจ้ง',
  },
};
