/**
 * Thai texts several screens show alike, spread into each area's own keys (the keys stay the
 * area's, so each screen still reads `app.<area>.…`).
 */

/** The photo field of a form (products, stock items). */
export const photoField = {
  choose: 'เลือกรูปภาพ',
  replace: 'เปลี่ยนรูปภาพ',
  remove: 'ลบรูปภาพที่เลือก',
  empty: 'ยังไม่มีรูปภาพ',
  hint: 'ไฟล์ .jpg, .png, .gif, .webp ขนาดไม่เกิน 5MB',
  image_only: 'กรุณาเลือกไฟล์รูปภาพ (.jpg, .png, .gif, .webp) เท่านั้น',
  too_large: 'ไฟล์รูปภาพต้องมีขนาดไม่เกิน 5MB',
  new_photo: 'รูปภาพใหม่ (ยังไม่ได้บันทึก)',
};

/** The spreadsheet import screen (products, product sets, orders); each adds its title, file and result. */
export const fileImport = {
  shop: 'ร้านค้า',
  choose_file: 'เลือกไฟล์',
  no_file: 'ยังไม่ได้เลือกไฟล์',
  drop_hint: 'ลากไฟล์มาวางที่นี่ หรือกดปุ่มเลือกไฟล์',
  template: 'ดาวน์โหลดไฟล์ตัวอย่าง',
  rules_title: 'เงื่อนไขของไฟล์',
  rule_type: 'ไฟล์ .xlsx, .xls',
  rule_size: 'ขนาดไม่เกิน 5MB',
  rule_rows: 'ไม่เกิน 10,000 แถว',
  back: 'ย้อนกลับ',
  save: 'บันทึก',
  shop_required: 'กรุณาเลือกร้านค้า',
  file_required: 'กรุณาเลือกไฟล์เพื่ออัปโหลด',
  file_type: 'กรุณาอัปโหลดไฟล์รูปแบบ .xlsx , .xls เท่านั้น',
  file_too_large: 'ไฟล์มีขนาดใหญ่เกิน 5MB',
  uploading: 'กำลังอัปโหลดและตรวจสอบไฟล์...',
  upload_failed: 'ไม่สามารถอัปโหลดไฟล์ได้ กรุณาตรวจสอบไฟล์อัปโหลดและลองใหม่อีกครั้ง',
  check_heading: 'กรุณาตรวจสอบข้อมูล',
  /** The refused rows' table: the spreadsheet row, the column (its heading), the problem. */
  col_row: 'แถวที่',
  col_column: 'คอลัมน์',
  col_message: 'ข้อผิดพลาด',
  /** The column of a problem of the row as a whole. */
  whole_row: 'ทั้งแถว',
  /** Names each refused row's lines in the table (spec part 1 §8, part 2 §8, word for word). */
  row_line: 'แถวที่ %{row} %{message}',
  more_rows: 'และอีก %{count} แถว',
};

/** The columns of a product picker (bookings, orders, product sets, stock items). */
export const productPicker = {
  select_row: 'เลือก %{name}',
  col_image: 'รูปภาพ',
  col_code: 'รหัสสินค้า',
  col_name: 'ชื่อสินค้า',
  col_brand: 'แบรนด์',
  col_price: 'ราคา',
};
