/** The webhook endpoint form (contract/schemas/webhooks.ts). */
export const webhookValidation = {
  url_required: 'กรุณากรอกที่อยู่ (URL) ที่จะรับ webhook',
  url_invalid: 'ที่อยู่ไม่ถูกต้อง กรุณากรอกแบบเต็ม เช่น https://shop.example.com/webhooks',
  url_too_long: 'ที่อยู่ต้องไม่เกิน 2,000 ตัวอักษร',
  url_https: 'ที่อยู่ต้องขึ้นต้นด้วย https:// (http:// ใช้ได้เฉพาะเครื่องนี้ เช่น localhost ระหว่างพัฒนาระบบ)',
  url_not_allowed:
    'ส่ง webhook ไปยังที่อยู่นี้ไม่ได้ เพราะเป็นเครื่องนี้หรือเครือข่ายภายใน กรุณาใช้ที่อยู่ที่เข้าถึงได้จากอินเทอร์เน็ต',
  events_required: 'กรุณาเลือกเหตุการณ์ที่จะรับอย่างน้อย 1 รายการ',
  description_too_long: 'คำอธิบายต้องไม่เกิน 200 ตัวอักษร',
};
