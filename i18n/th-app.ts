import { raThai } from './ra-th';

/**
 * The Thai catalogue the app starts with: react-admin's, the sign-in page's, the shell's, the
 * account dialogs' and the validation messages. The screens' texts are th-screens.ts, loaded
 * with the first screen; the server's are th-server.ts; th.ts joins all three.
 */
export const thApp = {
  ...raThai,
  app: {
    name: 'ระบบบริหารคลังสินค้า',
    name_short: 'Fulfilment',
    menu: {
      'product-list': 'รายการสินค้า',
      'product-set-list': 'รายการเซตสินค้า',
      'delivery-booking': 'นัดหมายส่งสินค้าเข้าคลัง',
      inventory: 'สินค้าคงคลัง',
      'order-list': 'รายการคำสั่งซื้อ',
      'confirm-order': 'ยืนยันคำสั่งซื้อ',
      'shipping-order': 'จัดส่งสินค้า',
      'user-information': 'ข้อมูลผู้ใช้งาน',
      'licenset-list': 'สิทธิ์การใช้งาน',
      appointments: 'ตั้งค่านัดหมาย',
      dashboard: 'แดชบอร์ด',
      report: 'รายงาน',
    },
    /**
     * What a record of each resource is called in the browser tab, before its number:
     * 'คำสั่งซื้อ OR… · ระบบบริหารคลังสินค้า' (components/documentTitle.ts).
     */
    titles: {
      products: 'สินค้า',
      productSets: 'เซตสินค้า',
      productSetOrders: 'รายการสั่งประกอบ',
      inventory: 'สินค้าคงคลัง',
      bookings: 'การจอง',
      orders: 'คำสั่งซื้อ',
      'confirm-order': 'ยืนยันคำสั่งซื้อ',
      'shipping-order': 'จัดส่งสินค้า',
      users: 'ผู้ใช้งาน',
      permissions: 'หน้าที่',
      appointments: 'ตั้งค่านัดหมาย',
    },
    login: {
      title: 'เข้าสู่ระบบ',
      subtitle: 'ระบบบริหารคลังสินค้าและการจัดส่งสำหรับร้านค้าออนไลน์',
      email: 'อีเมล',
      password: 'รหัสผ่าน',
      submit: 'เข้าสู่ระบบ',
      register: 'สร้างบัญชีผู้ใช้',
      forgot: 'ลืมรหัสผ่าน?',
      email_required: 'กรุณากรอกชื่อผู้ใช้งาน',
      password_required: 'กรุณากรอกรหัสผ่าน',
      error_title: 'ไม่สามารถเข้าสู่ระบบได้',
      ok: 'ตกลง',
      show_password: 'แสดงรหัสผ่าน',
      hide_password: 'ซ่อนรหัสผ่าน',
    },
    first_login: {
      title: 'เปลี่ยนรหัสผ่านและยืนยันตัวตน',
      close: 'ปิด',
    },
    shell: {
      notifications: 'การแจ้งเตือน',
      no_notifications: 'ไม่มีการแจ้งเตือน',
      profile: 'โปรไฟล์',
      edit_profile: 'แก้ไขข้อมูลส่วนตัว',
      developer: 'เชื่อมต่อระบบ (API)',
      change_password: 'เปลี่ยนรหัสผ่าน',
      terms: 'ข้อกำหนดการใช้บริการ',
      logout: 'ออกจากระบบ',
      language: 'ภาษา',
      thai: 'ไทย',
      english: 'English',
      shop: 'ร้านค้า',
      select_shop: 'เลือกร้านค้า',
      staff: 'เจ้าหน้าที่',
      loading: 'กำลังโหลด...',
      notifications_unread: 'การแจ้งเตือน ยังไม่อ่าน %{count} รายการ',
      profile_of: '%{name} (โปรไฟล์)',
      new_notification: 'ใหม่',
      main_menu: 'เมนูหลัก',
    },
    pager: {
      /** The total line when the server estimates the total (more than 1,000 rows). */
      about: 'ทั้งหมดประมาณ %{total} รายการ',
      navigation: 'เลือกหน้า',
    },
    no_access: {
      title: 'ไม่มีเมนูที่ใช้งานได้',
      body: 'บทบาทของคุณยังไม่ได้รับสิทธิ์ใช้งานเมนูใด กรุณาติดต่อผู้ดูแลระบบ',
    },
    /** Account screens: first sign-in, forgot/reset password, verify e-mail, change password, profile, privacy, mailbox. */
    account: {
      back_to_login: 'กลับไปหน้าเข้าสู่ระบบ',
      password_hint: 'อย่างน้อย 8 ตัวอักษร ประกอบด้วยตัวอักษรและตัวเลข',
      checking: 'กำลังตรวจสอบลิงก์...',
      expired: {
        title: 'Your link is expired',
        body: 'ลิงก์นี้หมดอายุหรือถูกใช้งานไปแล้ว กรุณาขอลิงก์ใหม่จากหน้าเข้าสู่ระบบ',
      },
      first_login: {
        title: 'เปลี่ยนรหัสผ่านและยืนยันตัวตน',
        intro: 'ก่อนเข้าใช้งานครั้งแรก กรุณาตั้งรหัสผ่านใหม่และแนบเอกสารยืนยันตัวตนของบัญชี %{email}',
        new_password: 'รหัสผ่านใหม่',
        confirm_password: 'ยืนยันรหัสผ่านใหม่',
        doctype: 'ประเภทเอกสารยืนยันตัวตน',
        doctype_hint:
          'บุคคลธรรมดาแนบสำเนาบัตรประชาชนหรือหนังสือเดินทาง นิติบุคคลแนบใบทะเบียนภาษีมูลค่าเพิ่ม (ภ.พ.20)',
        doc_1: 'สำเนาบัตรประชาชน',
        doc_2: 'หนังสือเดินทาง',
        doc_3: 'ใบทะเบียนภาษีมูลค่าเพิ่ม (ภ.พ.20)',
        file: 'เอกสารยืนยันตัวตน',
        choose_file: 'เลือกไฟล์',
        change_file: 'เปลี่ยนไฟล์',
        no_file: 'ยังไม่ได้เลือกไฟล์',
        file_hint: 'ไฟล์ .pdf, .doc หรือ .docx ขนาดไม่เกิน 5MB',
        file_type: 'กรุณาแนบไฟล์เอกสารรูปแบบ .pdf, .doc หรือ .docx เท่านั้น',
        file_too_large: 'ไฟล์มีขนาดใหญ่เกิน 5MB',
        password_saved: 'บันทึกรหัสผ่านใหม่แล้ว กรุณาแนบเอกสารยืนยันตัวตนให้ถูกต้องแล้วกดยืนยันอีกครั้ง',
        submit: 'ยืนยัน',
        close: 'ปิด',
      },
      forgot: {
        title: 'ลืมรหัสผ่าน',
        intro: 'กรอกอีเมลที่ใช้เข้าสู่ระบบ ระบบจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปที่อีเมลนี้',
        email: 'อีเมล',
        submit: 'ส่งลิงก์',
        cancel: 'ยกเลิก',
        sent: 'ส่งลิงก์ตั้งรหัสผ่านใหม่ไปที่อีเมล %{email} แล้ว กรุณาตรวจสอบกล่องจดหมายและกดลิงก์ภายใน 30 นาที',
        ok: 'ตกลง',
      },
      reset: {
        title: 'ตั้งรหัสผ่านใหม่',
        intro: 'กรุณากำหนดรหัสผ่านใหม่สำหรับเข้าสู่ระบบ',
        new_password: 'รหัสผ่านใหม่',
        confirm_password: 'ยืนยันรหัสผ่านใหม่',
        submit: 'ยืนยัน',
        success: 'ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
      },
      verify: {
        title: 'ยืนยันอีเมล',
        intro: 'กดปุ่มด้านล่างเพื่อยืนยันอีเมลของบัญชีผู้ใช้งาน',
        submit: 'ยืนยันอีเมล',
        success: 'ยืนยันอีเมลเรียบร้อยแล้ว กรุณาเข้าสู่ระบบ',
      },
      change_password: {
        title: 'เปลี่ยนรหัสผ่าน',
        old_password: 'รหัสผ่านเก่า',
        new_password: 'รหัสผ่านใหม่',
        confirm_password: 'ยืนยันรหัสผ่านใหม่',
        ident_number: 'เลขยืนยันตัวตน',
        ident_hint: 'เลขบัตรประชาชน เลขหนังสือเดินทาง หรือเลขประจำตัวผู้เสียภาษีของบัญชี',
        submit: 'ยืนยัน',
        cancel: 'ยกเลิก',
        success: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว',
      },
    },
    /** A list's status tabs (components/ListTabs.tsx). */
    list_tabs: {
      label: 'สถานะ',
      named: '%{name} (%{count})',
      all: 'ทั้งหมด',
      empty: 'ไม่มีรายการในสถานะนี้',
    },
    /** The selectable list's bar (components/SelectableList.tsx). */
    selection: {
      toolbar: 'รายการที่เลือก',
      select_page: 'เลือกทั้งหมดในหน้านี้',
      counter: 'เลือก %{selected} / ทั้งหมด %{total} รายการ',
      counter_about: 'เลือก %{selected} / ทั้งหมดประมาณ %{total} รายการ',
      clear: 'ยกเลิกการเลือก',
    },
    /** The picker modal (components/PickerModal.tsx). */
    picker: {
      col_select: 'เลือก',
      confirm: 'ยืนยัน',
    },
    /**
     * The installed portal: its name under the home-screen icon (the web app manifest of
     * vite.config.ts) and the banner without a connection (src/pwa/OfflineBanner.tsx).
     */
    pwa: {
      short_name: 'คลังสินค้า',
      offline_title: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต',
      offline_detail: 'บันทึกหรือเปลี่ยนแปลงสต็อกไม่ได้ จนกว่าจะเชื่อมต่อได้อีกครั้ง',
    },
    labels: {
      print: 'พิมพ์ใบปะหน้า',
      failed: 'พิมพ์ใบปะหน้าไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    },
    /** The export button (components/ExportButton.tsx). */
    export: {
      starting: 'กำลังเตรียมไฟล์…',
      percent: 'ได้รับแล้ว %{percent}%',
      received: 'ได้รับแล้ว %{kb} กิโลไบต์',
      failed: 'ส่งออกไฟล์ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    },
  },
  /** Validation messages named by key in contract schemas (spec part 1 §5 word for word where it gives them). */
  validation: {
    register: {
      required: 'กรุณากรอกข้อมูล',
      digits_only: 'กรุณากรอกเป็นตัวเลขเท่านั้น',
      juristic_not_found: 'ไม่พบเลขทะเบียนนิติบุคคลนี้ในฐานข้อมูลกรมพัฒนาธุรกิจการค้า',
      id_card_not_found: 'ไม่พบเลขบัตรประจำตัวประชาชนนี้ในฐานข้อมูล',
      passport_required: 'กรุณากรอกเลขหนังสือเดินทาง',
      passport_format: 'เลขหนังสือเดินทางต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 6-9 ตัว',
      id_or_passport: 'กรุณากรอกเลขบัตรประจำตัวประชาชนหรือเลขหนังสือเดินทาง',
      id_and_passport: 'กรุณากรอกเลขบัตรประจำตัวประชาชนหรือเลขหนังสือเดินทางอย่างใดอย่างหนึ่งเท่านั้น',
      ndid_code: 'ไม่พบรหัสยืนยันตัวตน กรุณายืนยันตัวตนผ่านระบบ NDID อีกครั้ง',
      user_type_required: 'กรุณาเลือกประเภทผู้สมัคร',
      company_type_required: 'กรุณาเลือกประเภทบริษัท',
      company_name_required: 'กรุณากรอกชื่อบริษัท',
      shop_name_required: 'กรุณากรอกชื่อร้านค้า',
      tel_required: 'กรุณากรอกเบอร์ติดต่อ',
      mobile_required: 'กรุณากรอกเบอร์มือถือ',
      phone_format: 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก',
      phone_individual: 'กรุณากรอกเบอร์ติดต่อหรือเบอร์มือถือให้ถูกต้อง',
      title_required: 'กรุณาเลือกคำนำหน้าชื่อ',
      first_name_required: 'กรุณากรอกชื่อ',
      last_name_required: 'กรุณากรอกนามสกุล',
      email_required: 'กรุณากรอกอีเมล',
      email_invalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
      address_required: 'กรุณากรอกที่อยู่',
      province_required: 'กรุณาเลือกจังหวัด',
      district_required: 'กรุณาเลือกอำเภอ/เขต',
      subdistrict_required: 'กรุณาเลือกตำบล/แขวง',
      postcode_required: 'กรุณากรอกรหัสไปรษณีย์',
      postcode_format: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก',
      copy_flag: 'กรุณาระบุว่าจะใช้ที่อยู่เดียวกันสำหรับจัดส่งเอกสารหรือไม่',
      text_too_long: 'ข้อความยาวเกินกำหนด',
    },
    /** Password changes, reset and first sign-in. */
    password: {
      email_required: 'กรุณากรอกอีเมล',
      email_invalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
      password_required: 'กรุณากรอกรหัสผ่าน',
      old_required: 'กรุณากรอกรหัสผ่านเก่า',
      old_wrong: 'กรุณาระบุรหัสผ่านเก่าให้ถูกต้อง',
      new_required: 'กรุณากรอกรหัสผ่านใหม่',
      new_too_short: 'รหัสผ่านใหม่ต้องมีอย่างน้อย 8 ตัวอักษร',
      new_too_long: 'รหัสผ่านใหม่ต้องมีไม่เกิน 128 ตัวอักษร',
      new_letters_digits: 'รหัสผ่านใหม่ต้องมีทั้งตัวอักษรและตัวเลข',
      confirm_required: 'กรุณากรอกยืนยันรหัสผ่านใหม่',
      mismatch: 'รหัสผ่านไม่ตรงกัน กรุณาลองใหม่อีกครั้ง',
      same_as_old: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเก่า',
      doctype_required: 'กรุณาเลือกประเภทเอกสาร',
      file_required: 'กรุณาแนบเอกสารยืนยันตัวตน',
      link_invalid: 'ลิงก์ไม่ถูกต้อง',
      uid_invalid: 'ไม่พบรหัสผู้ใช้งาน',
    },
  },
};
