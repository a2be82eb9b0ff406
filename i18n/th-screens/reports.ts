/**
 * The Thai texts of staff's shop filter, the sales dashboard and the reports; th-screens.ts joins
 * them into `app` and `validation`.
 */

/** Staff's first choice of the top bar's working-shop selector (src/layout/ShopSelector.tsx). */
export const shopFilter = {
  all: 'ทุกร้านค้า',
};

/** The sales dashboard (spec part 1 §2 "Dashboard"). */
export const dashboard = {
  title: 'แดชบอร์ด',
  sales_note:
    'ยอดขายทุกส่วนของหน้านี้คือยอดรวมของคำสั่งซื้อหลังหักส่วนลด (ราคาสินค้า × จำนวน − ส่วนลด) ไม่นับคำสั่งซื้อที่ยกเลิก',
  filters: 'ตัวกรองยอดขาย',
  data_display: 'การแสดงข้อมูล',
  display_1: 'คำสั่งซื้อทั้งหมด',
  display_2: 'พัสดุที่จัดส่งสำเร็จ',
  sale_channel: 'ช่องทางการขาย',
  search: 'ค้นหา',
  period: 'ช่วงเวลา',
  period_day: 'วันนี้',
  period_week: '7 วันย้อนหลัง',
  period_month: '1 เดือนย้อนหลัง',
  period_lastmonth: 'เดือนที่แล้ว',
  start_date: 'วันที่เริ่มต้น',
  end_date: 'วันที่สิ้นสุด',
  range_order_hint: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น จึงยังแสดงข้อมูลของช่วงวันที่เดิม',
  range_invalid_hint: 'กรุณาระบุวันที่ให้ครบถ้วนและถูกต้อง จึงยังแสดงข้อมูลของช่วงวันที่เดิม',
  load_failed: 'ไม่สามารถโหลดข้อมูลได้ กรุณาลองใหม่อีกครั้ง',
  retry: 'ลองใหม่',
  loading: 'กำลังโหลดข้อมูล',
  totals_title: 'ภาพรวมยอดขาย',
  sales_total: 'ยอดขายรวม',
  orders: 'จำนวนคำสั่งซื้อ',
  average: 'ยอดขายเฉลี่ยต่อคำสั่งซื้อ',
  orders_count: '%{count} รายการ',
  chart_hour: 'ยอดขายและจำนวนคำสั่งซื้อรายชั่วโมง',
  chart_day: 'ยอดขายและจำนวนคำสั่งซื้อรายวัน',
  chart_month: 'ยอดขายและจำนวนคำสั่งซื้อรายเดือน',
  chart_label_hour: 'กราฟเส้นยอดขาย (บาท) และจำนวนคำสั่งซื้อ แยกตามชั่วโมง 00:00 ถึง 23:00 ของวันที่ %{start}',
  chart_label_day: 'กราฟเส้นยอดขาย (บาท) และจำนวนคำสั่งซื้อรายวัน ตั้งแต่ %{start} ถึง %{end}',
  chart_label_month: 'กราฟเส้นยอดขาย (บาท) และจำนวนคำสั่งซื้อรายเดือน ตั้งแต่ %{start} ถึง %{end}',
  series_amount: 'ยอดขาย (บาท)',
  series_orders: 'จำนวนคำสั่งซื้อ',
  bars_title: 'สินค้าขายดี',
  bars_note: 'จำนวนชิ้นที่ขายได้จากทุกคำสั่งซื้อของร้านค้า ไม่จำกัดช่วงเวลา',
  bars_label: 'กราฟแท่งแนวนอนของสินค้า 10 อันดับที่ขายได้จำนวนชิ้นมากที่สุด',
  bars_list_label: 'สินค้า 10 อันดับที่ขายได้จำนวนชิ้นมากที่สุด',
  bars_series: 'จำนวนที่ขายได้ (ชิ้น)',
  bars_empty: 'ยังไม่มีสินค้าที่ขายได้',
  summary_title: 'สรุปยอดขายสินค้า',
  product_total: 'ยอดขายรวม',
  pieces: 'จำนวนสินค้าที่ขายได้',
  pieces_count: '%{count} ชิ้น',
  shopee_orders: 'คำสั่งซื้อจาก Shopee',
  lazada_orders: 'คำสั่งซื้อจาก Lazada',
  other_orders: 'คำสั่งซื้อจากช่องทางอื่น',
  income_title: 'รายการสินค้าทั้งหมด',
  income_note:
    'ส่วนลดของคำสั่งซื้อแบ่งให้สินค้าแต่ละรายการตามราคา × จำนวน ยอดขายของทุกรายการรวมกันจึงเท่ากับยอดขายรวมของช่วงวันที่เดียวกัน',
  col_rank: 'ลำดับ',
  col_code: 'รหัสสินค้า',
  col_product: 'สินค้า',
  col_quantity: 'จำนวนที่ขายได้',
  col_income: 'ยอดขาย',
  income_total: 'ทั้งหมด %{total} รายการ',
  income_empty: 'ไม่มีสินค้าที่ขายได้ในช่วงเวลานี้',
  download: 'ดาวน์โหลดรายงาน',
  download_title: 'ดาวน์โหลดรายงานรายได้ของช่วงวันที่ที่เลือก (income-report.xlsx)',
};

/** Reports (spec part 3 §2 "Report"). */
export const report = {
  title: 'รายงาน',
  tabs_label: 'ประเภทรายงาน',
  start_date: 'วันที่เริ่มต้น',
  end_date: 'วันที่สิ้นสุด',
  export: 'ส่งออกไฟล์ Excel',
  export_hint: 'ดาวน์โหลด%{report}ตามตัวกรองที่เลือกเป็นไฟล์ .xlsx',
  total: '%{total} รายการ',
  loading: 'กำลังโหลดรายงาน',
  col_rank: 'ลำดับ',
  col_shop: 'ร้านค้า',
  shipping: {
    tab: 'รายงานการจัดส่ง',
    search_label: 'ค้นหาคำสั่งซื้อ',
    search_placeholder: 'เลขที่คำสั่งซื้อ ชื่อลูกค้า เบอร์โทร หรือเลขพัสดุ',
    col_order: 'เลขที่คำสั่งซื้อ',
    col_customer: 'ชื่อลูกค้า',
    col_tel: 'เบอร์โทรศัพท์',
    col_platform: 'ช่องทางการจัดส่ง',
    col_status: 'สถานะพัสดุ',
    col_date: 'วันที่สั่งซื้อ',
    empty_title: 'ยังไม่มีคำสั่งซื้อที่ส่งให้จัดส่ง',
    empty_body: 'คำสั่งซื้อที่ยืนยันแล้วจะแสดงในรายงานนี้',
    no_results_title: 'ไม่พบคำสั่งซื้อที่ค้นหา',
    no_results_body: 'ไม่พบคำสั่งซื้อที่ตรงกับ "%{q}" กรุณาลองค้นหาด้วยคำอื่น',
    clear_search: 'ล้างการค้นหา',
  },
  inventory: {
    tab: 'รายงานสินค้าคงคลัง',
    search_label: 'ค้นหาสินค้า',
    search_placeholder: 'ชื่อสินค้าหรือรหัสสินค้า',
    col_product: 'ชื่อสินค้า',
    col_code: 'รหัสสินค้า',
    col_stock: 'จำนวนคงคลัง',
    col_price: 'ราคา',
    empty_title: 'ยังไม่มีสินค้าคงคลัง',
    empty_body: 'สินค้าและเซตสินค้าที่รับเข้าคลังจะแสดงในรายงานนี้',
    no_results_title: 'ไม่พบสินค้าที่ค้นหา',
    no_results_body: 'ไม่พบสินค้าที่ตรงกับ "%{q}" กรุณาลองค้นหาด้วยคำอื่น',
    clear_search: 'ล้างการค้นหา',
  },
  packing: {
    tab: 'รายงานอุปกรณ์แพ็คสินค้า',
    search_label: 'ค้นหาร้านค้า',
    search_placeholder: 'ชื่อร้านค้าหรือรหัสร้านค้า',
    col_set_orders: 'จำนวนคำสั่งซื้อเซตสินค้า',
    col_orders: 'จำนวนคำสั่งซื้อ',
    col_total: 'รวม',
    empty_title: 'ไม่มีการแพ็คสินค้าในช่วงวันที่นี้',
    empty_body: 'ลองเลือกช่วงวันที่อื่น',
    no_results_title: 'ไม่พบร้านค้าที่ค้นหา',
    no_results_body: 'ไม่พบร้านค้าที่ตรงกับ "%{q}" ในช่วงวันที่นี้ กรุณาลองค้นหาด้วยคำอื่น',
    clear_search: 'ล้างการค้นหา',
  },
};

/** Dashboard periods (contract/schemas/dashboard.ts). */
export const dashboardValidation = {
  date_invalid: 'กรุณาระบุวันที่ให้ถูกต้อง',
  dayoption_invalid: 'กรุณาเลือกช่วงเวลาให้ถูกต้อง',
  range_both: 'กรุณาระบุทั้งวันที่เริ่มต้นและวันที่สิ้นสุด',
  range_order: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
};

/** Report filters (contract/schemas/reports.ts). */
export const reportValidation = {
  date_invalid: 'กรุณาระบุวันที่ให้ถูกต้อง',
  range_order: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
};
