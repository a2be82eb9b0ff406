import type { z } from 'zod';
import { productSetInput } from '../../../contract/schemas/productSets';
import { th } from '../../../i18n/th';
import { cellText, type Cell } from './cells';
import { templateTexts, type Column, type ImportDefinition } from './definition';
import { CellError } from './errors';
import { productColumns, type ProductLookups } from './productColumns';
import { fill } from '../../text';

/** What a set row may name: the product lookups and the shop's products by code. */
export interface SetLookups extends ProductLookups {
  /** The shop's product ids by product code (empty for the template). */
  products: Map<string, number>;
}

/** A set row: the create payload without shop_id (the shop comes from the form). */
export const productSetRow = productSetInput.omit({ shop_id: true });
export type ProductSetRow = z.output<typeof productSetRow>;

/** A pair `code=quantity` (or `code:quantity`, or a code alone: one per set). */
const PAIR = /^(.+?)\s*(?:[=:]\s*(\S+))?$/;

/**
 * The products of a set in one cell: `CODE=2, CODE2=1` (commas, semicolons or new lines
 * between them). Each code must be a product of the shop; the quantity a whole number ≥ 0.
 */
export function parseSetProducts(cell: Cell, ctx: SetLookups) {
  const text = cellText(cell)?.trim();
  if (!text) return undefined;
  const parts = text
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.map((part) => {
    const [, code, quantity] = PAIR.exec(part) ?? [];
    const productId = ctx.products.get(code);
    if (productId === undefined)
      throw new CellError(fill(th.server.set_import.unknown_product, { code }));
    const amount = quantity === undefined ? 1 : Number(quantity);
    if (!/^\d+$/.test(quantity ?? '1') || !Number.isSafeInteger(amount))
      throw new CellError(fill(th.server.set_import.bad_quantity, { code }));
    return { product_id: productId, amount };
  });
}

type SetColumn = Column<SetLookups>;

/** The product's column, read the same way, with the set's own heading or rule. */
const renamed = (field: string, change: Partial<SetColumn>): SetColumn => {
  const column = productColumns.find((c) => c.field === field);
  if (!column) throw new Error(`No product column ${field}`);
  return { ...column, ...change };
};

const WHOLE_RULE = 'จำนวนเต็มตั้งแต่ 0 ขึ้นไป';

/** A packaging text of the set: optional, up to 200 characters. */
const packagingText = (field: string, heading: string, sample: string): SetColumn => ({
  field,
  heading,
  required: false,
  rule: 'ไม่เกิน 200 ตัวอักษร เว้นว่างได้',
  width: 28,
  parse: (cell) => cellText(cell),
  sample: () => sample,
});

/** The columns of the set import: a product's, the packaging texts and the set's products. */
export const productSetColumns: SetColumn[] = [
  ...productColumns.map((c): SetColumn => {
    switch (c.field) {
      case 'customer_product_id':
        return renamed(c.field, {
          heading: 'รหัสเซตสินค้า',
          rule: 'รหัสเซตสินค้าของร้าน ไม่เกิน 50 ตัวอักษร ห้ามซ้ำกันในไฟล์และห้ามซ้ำกับเซตสินค้าที่มีอยู่แล้วในร้านค้า',
          sample: () => 'SET-COF-GIFT',
        });
      case 'product_name_th':
        return renamed(c.field, {
          heading: 'ชื่อเซตสินค้า (ภาษาไทย)',
          sample: () => 'ชุดของขวัญกาแฟดอยช้าง',
        });
      case 'product_name_en':
        return renamed(c.field, {
          heading: 'ชื่อเซตสินค้า (ภาษาอังกฤษ)',
          sample: () => 'Doi Chang Coffee Gift Set',
        });
      case 'item_total':
      case 'inner_pack_total':
      case 'case_total':
        return renamed(c.field, {
          rule: c.required ? WHOLE_RULE : `${WHOLE_RULE} เว้นว่างได้ (ถือเป็น 0)`,
        });
      default:
        return c;
    }
  }),
  packagingText('package', 'ข้อมูลบรรจุภัณฑ์', 'กล่องกระดาษลูกฟูกพร้อมริบบิ้น'),
  packagingText('pack_product', 'วิธีการแพ็คสินค้า', 'ห่อกันกระแทกทีละชิ้น แล้ววางในกล่อง'),
  {
    field: 'product',
    heading: 'สินค้าในเซต',
    required: true,
    rule: 'รหัสสินค้าของร้าน=จำนวนต่อเซต คั่นแต่ละรายการด้วยเครื่องหมายจุลภาค (,) เช่น CD-COF-250=2, CD-MUG-01=1 (ไม่ระบุจำนวน ถือเป็น 1)',
    width: 36,
    text: true,
    parse: parseSetProducts,
    sample: () => 'CD-COF-250=2, CD-MUG-01=1',
  },
];

const DATA_SHEET = 'เซตสินค้า';

/** The product-set import: columns, row schema, unique set code, template example and guide. */
export const productSetImport: ImportDefinition<SetLookups, ProductSetRow> = {
  sheetName: DATA_SHEET,
  columns: productSetColumns,
  schema: productSetRow,
  unique: {
    field: 'customer_product_id',
    inFile: (row) => fill(th.server.set_import.duplicate_in_file, { row }),
    existing: th.server.set_import.code_exists,
  },
  ...templateTexts({
    dataSheet: DATA_SHEET,
    what: 'เซตสินค้า',
    exampleTitle: 'ตัวอย่างการกรอกข้อมูลเซตสินค้า',
    perRow: 'เซตสินค้า 1 เซตต่อ 1 แถว',
    after: [
      'คอลัมน์ "สินค้าในเซต" ระบุรหัสสินค้าที่มีอยู่แล้วในร้านค้าและจำนวนต่อเซต เช่น CD-COF-250=2, CD-MUG-01=1',
      'รหัสเซตสินค้าต้องไม่ซ้ำกันในไฟล์ และไม่ซ้ำกับเซตสินค้าที่มีอยู่แล้วในร้านค้า',
      'หากมีแถวใดไม่ถูกต้อง ระบบจะไม่บันทึกเซตสินค้าใดเลย และแสดงเลขแถวพร้อมสิ่งที่ต้องแก้ไข',
    ],
  }),
};
