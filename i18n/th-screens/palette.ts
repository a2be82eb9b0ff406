/** The command palette (Ctrl+K, src/layout/CommandPalette.tsx): screens and records by number. */
export const palette = {
  open: 'ค้นหาด่วน',
  title: 'ค้นหาด่วน',
  close: 'ปิด',
  field: 'ค้นหาหน้าจอ เลขที่คำสั่งซื้อ รหัสสินค้า หรือบาร์โค้ด',
  hint: 'พิมพ์หรือสแกน แล้วกด Enter เพื่อเปิด ใช้ลูกศรขึ้นลงเพื่อเลือก กด Esc เพื่อปิด',
  screens: 'หน้าจอ',
  records: 'รายการ',
  searching: 'กำลังค้นหา…',
  none: 'ไม่พบหน้าจอหรือรายการที่ตรงกัน',
  failed: 'ค้นหาไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
  kind: {
    order: 'คำสั่งซื้อ',
    booking: 'การจองส่งสินค้าเข้าคลัง',
    setOrder: 'รายการสั่งประกอบเซต',
    product: 'สินค้า',
    productSet: 'เซตสินค้า',
  },
  matched: {
    number: 'เลขที่',
    tracking: 'เลขพัสดุ',
    code: 'รหัส',
    item: 'บาร์โค้ดชิ้น',
    inner: 'บาร์โค้ดแพ็กย่อย',
    case: 'บาร์โค้ดลัง',
  },
  /** A record's line under its number: its kind, what matched, its label and its shop. */
  record_line: '%{kind} · %{shop}',
};

/** The palette search's 400 message (contract/schemas/search.ts). */
export const paletteValidation = {
  q_invalid: 'กรุณาพิมพ์คำค้นหา 1 ถึง 100 ตัวอักษร',
};
