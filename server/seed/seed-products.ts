/** Deterministic demo products with believable Thai names (no randomness: same rows every seed). */

const CATALOGUE: {
  type: number;
  unit: number;
  brand: [string, string];
  items: [string, string][];
}[] = [
  {
    type: 1,
    unit: 4,
    brand: ['ชาวดอย', 'Chao Doi'],
    items: [
      ['กาแฟคั่วบดดอยช้าง', 'Doi Chang Ground Coffee'],
      ['ชาอู่หลงก้านอ่อน', 'Oolong Tea'],
      ['ชาเขียวมัทฉะ', 'Matcha Green Tea'],
      ['โกโก้ผงแท้', 'Pure Cocoa Powder'],
      ['น้ำผึ้งป่าเดือนห้า', 'Wild Honey'],
    ],
  },
  {
    type: 1,
    unit: 8,
    brand: ['แม่ประนอม', 'Mae Pranom'],
    items: [
      ['น้ำพริกเผา', 'Chili Paste'],
      ['ข้าวหอมมะลิ', 'Jasmine Rice'],
      ['ทุเรียนทอดกรอบ', 'Durian Chips'],
      ['มะม่วงอบแห้ง', 'Dried Mango'],
      ['กล้วยตาก', 'Sun-dried Banana'],
    ],
  },
  {
    type: 2,
    unit: 3,
    brand: ['ภูมิพฤกษา', 'Phumpruksa'],
    items: [
      ['เซรั่มวิตามินซี', 'Vitamin C Serum'],
      ['ครีมกันแดด SPF50', 'Sunscreen SPF50'],
      ['โลชั่นว่านหางจระเข้', 'Aloe Vera Lotion'],
      ['สบู่ขมิ้นชัน', 'Turmeric Soap'],
      ['แชมพูอัญชัน', 'Butterfly Pea Shampoo'],
    ],
  },
  {
    type: 3,
    unit: 1,
    brand: ['บ้านสะอาด', 'Baan Sa-art'],
    items: [
      ['น้ำยาล้างจานมะกรูด', 'Kaffir Lime Dish Soap'],
      ['ผ้าไมโครไฟเบอร์', 'Microfiber Cloth'],
      ['ถุงขยะย่อยสลายได้', 'Compostable Bin Bags'],
      ['กล่องเก็บอาหาร', 'Food Container'],
      ['ไม้กวาดดอกหญ้า', 'Grass Broom'],
    ],
  },
  {
    type: 4,
    unit: 1,
    brand: ['ผ้าไทยดีไซน์', 'Thai Textile Design'],
    items: [
      ['เสื้อผ้าฝ้ายทอมือ', 'Handwoven Cotton Shirt'],
      ['กางเกงเล', 'Thai Fisherman Pants'],
      ['ผ้าพันคอไหม', 'Silk Scarf'],
      ['กระเป๋าผ้าจักสาน', 'Woven Tote Bag'],
      ['หมวกสานใบลาน', 'Palm Leaf Hat'],
    ],
  },
  {
    type: 5,
    unit: 2,
    brand: ['ไทยเทค', 'ThaiTech'],
    items: [
      ['หูฟังไร้สาย', 'Wireless Earbuds'],
      ['สายชาร์จ USB-C', 'USB-C Cable'],
      ['พาวเวอร์แบงก์ 10000mAh', 'Power Bank 10000mAh'],
      ['เมาส์ไร้สาย', 'Wireless Mouse'],
      ['ลำโพงบลูทูธ', 'Bluetooth Speaker'],
    ],
  },
  {
    type: 6,
    unit: 3,
    brand: ['สมุนไพรไทย', 'Thai Herbs'],
    items: [
      ['ขมิ้นชันแคปซูล', 'Turmeric Capsules'],
      ['ฟ้าทะลายโจรสกัด', 'Andrographis Extract'],
      ['ยาดมสมุนไพร', 'Herbal Inhaler'],
      ['น้ำมันเหลือง', 'Yellow Oil Balm'],
      ['กระชายขาวสกัด', 'Fingerroot Extract'],
    ],
  },
  {
    type: 7,
    unit: 5,
    brand: ['เบบี้สยาม', 'Baby Siam'],
    items: [
      ['ผ้าอ้อมสำเร็จรูป', 'Baby Diapers'],
      ['ทิชชูเปียกเด็ก', 'Baby Wipes'],
      ['แป้งเด็กสูตรอ่อนโยน', 'Gentle Baby Powder'],
      ['ขวดนมคอกว้าง', 'Wide-neck Baby Bottle'],
      ['ผ้าห่อตัวมัสลิน', 'Muslin Swaddle'],
    ],
  },
  {
    type: 8,
    unit: 5,
    brand: ['ตราช้าง', 'Elephant'],
    items: [
      ['สมุดบันทึก A5', 'A5 Notebook'],
      ['ปากกาลูกลื่น 0.5', 'Ballpoint Pen 0.5'],
      ['กระดาษ A4 80 แกรม', 'A4 Paper 80gsm'],
      ['แฟ้มเอกสาร', 'Document Folder'],
      ['ปากกาเน้นข้อความ', 'Highlighter'],
    ],
  },
];

const VARIANTS: [string, string][] = [
  ['ขนาดเล็ก', 'Small'],
  ['ขนาดกลาง', 'Medium'],
  ['ขนาดใหญ่', 'Large'],
  ['แพ็กประหยัด', 'Value Pack'],
  ['สูตรพิเศษ', 'Special Formula'],
  ['รุ่นพรีเมียม', 'Premium'],
];

/** `count` products for a shop; codes are unique within the shop, ids unique overall. */
export function demoProducts(shopId: number, ownerId: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const group = CATALOGUE[(i + shopId) % CATALOGUE.length];
    const [nameTh, nameEn] = group.items[Math.floor(i / CATALOGUE.length) % group.items.length];
    const [varTh, varEn] = VARIANTS[Math.floor(i / (CATALOGUE.length * 5)) % VARIANTS.length];
    const n = i + 1;
    const price = 39 + ((n * 37 + shopId * 11) % 1460);
    const w = 5 + ((n * 7) % 30);
    return {
      shop_id: shopId,
      fp_product_id: `FP${1767225600000 + shopId * 100000 + n}`,
      customer_product_id: `S${shopId}-P${String(n).padStart(4, '0')}`,
      brand_th: group.brand[0],
      brand_en: group.brand[1],
      product_name_th: `${nameTh} ${varTh}`,
      product_name_en: `${nameEn} ${varEn}`,
      product_type: group.type,
      desc_th: `${nameTh} ${varTh} จากแบรนด์${group.brand[0]}`,
      desc_en: `${nameEn} ${varEn} by ${group.brand[1]}`,
      size: w,
      unit: group.unit,
      price,
      vat_nonvat: n % 3 === 0 ? 1 : 2,
      item_weight: Math.round(((n % 20) + 1) * 10) / 100,
      item_wide: w,
      item_long: w + 5,
      item_high: 3 + (n % 12),
      item_total: 1,
      item_barcode_upc: `885${String(shopId).padStart(3, '0')}${String(n).padStart(7, '0')}`,
      inner_pack_total: 6,
      inner_pack_barcode_upc:
        n % 2 === 0 ? `886${String(shopId).padStart(3, '0')}${String(n).padStart(7, '0')}` : '',
      case_total: 24,
      created_by: ownerId,
      created_dt: new Date(Date.UTC(2026, 5, 1) + n * 3600_000),
    };
  });
}
