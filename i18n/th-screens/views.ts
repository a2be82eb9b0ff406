/** Saved views of the lists: the views button in every list's heading (components/SavedViews.tsx). */
export const views = {
  button: 'มุมมอง',
  none: 'ยังไม่มีมุมมองที่บันทึกไว้',
  load_failed: 'โหลดมุมมองไม่สำเร็จ',
  save: 'บันทึกมุมมองนี้',
  save_title: 'บันทึกมุมมองนี้',
  save_hint: 'บันทึกคำค้นหา แท็บ ตัวกรอง และการเรียงลำดับของรายการนี้ไว้ใช้อีกครั้ง',
  name: 'ชื่อมุมมอง',
  submit: 'บันทึก',
  cancel: 'ยกเลิก',
  saved: 'บันทึกมุมมอง "%{name}" แล้ว',
  rename: 'เปลี่ยนชื่อ',
  rename_name: 'เปลี่ยนชื่อมุมมอง %{name}',
  rename_title: 'เปลี่ยนชื่อมุมมอง',
  renamed: 'เปลี่ยนชื่อมุมมองเป็น "%{name}" แล้ว',
  delete: 'ลบ',
  delete_name: 'ลบมุมมอง %{name}',
  delete_title: 'ลบมุมมอง',
  delete_question: 'ต้องการลบมุมมองนี้ใช่หรือไม่ รายการและข้อมูลในรายการจะไม่เปลี่ยนแปลง',
  deleted: 'ลบมุมมอง "%{name}" แล้ว',
  copy_link: 'คัดลอกลิงก์',
  copied: 'คัดลอกลิงก์ของมุมมองนี้แล้ว ผู้ที่มีสิทธิ์เดียวกันเปิดลิงก์นี้จะเห็นรายการเดียวกัน',
  copy_failed: 'คัดลอกลิงก์ไม่สำเร็จ',
};

/** The saved view's name (contract/schemas/savedViews.ts) and the server's refusals. */
export const viewValidation = {
  name_required: 'กรุณากรอกชื่อมุมมอง',
  name_too_long: 'ชื่อมุมมองต้องไม่เกิน 60 ตัวอักษร',
  name_exists: 'มีมุมมองชื่อนี้ของรายการนี้แล้ว กรุณาใช้ชื่ออื่น',
  too_many: 'บันทึกมุมมองของรายการนี้ได้ไม่เกิน %{max} มุมมอง กรุณาลบมุมมองที่ไม่ใช้ก่อน',
  not_found: 'ไม่พบมุมมองที่ต้องการ',
};
