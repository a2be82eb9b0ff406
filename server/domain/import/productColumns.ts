import type { z } from 'zod';
import { productInput } from '../../../contract/schemas/products';
import { th } from '../../../i18n/th';
import { translateMessage } from '../../schemaMessages';
import { cellNumber, cellText, type Cell, type LookupIndex } from './cells';
import { templateTexts, type Column, type ImportDefinition } from './definition';

/** Lookups a product row may name: product types, units, VAT options. */
export interface ProductLookups {
  types: LookupIndex;
  units: LookupIndex;
  vat: LookupIndex;
}

/** A product row: the create payload without shop_id (the shop comes from the form). */
export const productRow = productInput.omit({ shop_id: true });
export type ProductRow = z.output<typeof productRow>;

const NOT_A_NUMBER = translateMessage('validation.product.number');
const fill = (template: string, value: string) => template.replace('%{value}', value);

type ProductColumn = Column<ProductLookups>;
/** What every column states; the helpers below add how its cells are read. */
type Spec<S> = Pick<ProductColumn, 'field' | 'heading' | 'required' | 'rule' | 'width'> & {
  sample: S;
};

const TEXT_RULE = 'ไม่เกิน 200 ตัวอักษร';
const NUMBER_RULE = 'ตัวเลขตั้งแต่ 0 ขึ้นไป ทศนิยมไม่เกิน 2 ตำแหน่ง';
const OPTIONAL = 'เว้นว่างได้';

const text = ({ sample, ...spec }: Spec<string>): ProductColumn => ({
  width: 24,
  ...spec,
  rule: spec.required ? spec.rule : `${spec.rule} ${OPTIONAL}`,
  parse: (cell: Cell) => cellText(cell),
  sample: () => sample,
});

/** An amount; an empty optional one is 0 (the schema's default). */
const amount = ({ sample, ...spec }: Spec<number>): ProductColumn => ({
  width: Math.max(14, spec.heading.length + 2),
  ...spec,
  rule: spec.required ? spec.rule : `${spec.rule} ${OPTIONAL} (ถือเป็น 0)`,
  parse: (cell: Cell) => cellNumber(cell, NOT_A_NUMBER),
  sample: () => sample,
});

/** A column naming a lookup row by its Thai name, code or id. */
const lookup = (
  spec: Omit<Spec<string>, 'sample'>,
  index: (ctx: ProductLookups) => LookupIndex,
  unknown: (value: string) => string,
  preferredSample: string,
): ProductColumn => ({
  width: 16,
  ...spec,
  parse: (cell, ctx) => index(ctx).find(cell, unknown),
  sample: (ctx) => {
    const { entries } = index(ctx);
    return (entries.find((e) => e.enum_values === preferredSample) ?? entries[0])?.enum_desc ?? '';
  },
  choices: (ctx) => index(ctx).entries.map((e) => ({ id: e.id, name: e.enum_desc })),
});

/** A pack level (the item, its inner pack, its case): barcode, count and dimensions. */
function pack(
  prefix: 'item' | 'inner_pack' | 'case',
  name: string,
  required: boolean,
  [barcode, total, wide, long, high, weight]: [string, number, number, number, number, number],
): ProductColumn[] {
  const size = (field: string, heading: string, unit: string, sample: number) =>
    amount({
      field: `${prefix}_${field}`,
      heading,
      required,
      rule: `${NUMBER_RULE} ${unit}`,
      sample,
    });
  return [
    {
      ...text({
        field: `${prefix}_barcode_upc`,
        heading: `บาร์โคด${name}`,
        required,
        rule: 'ตัวเลขหรือตัวอักษร 4–14 ตัว',
        sample: barcode,
        width: 18,
      }),
      text: true,
    },
    size('total', prefix === 'item' ? 'จำนวนสินค้า' : `จำนวนสินค้าใน${name}`, '(ชิ้น)', total),
    size('wide', `ความกว้าง${name} (ซม.)`, 'หน่วยเซนติเมตร', wide),
    size('long', `ความยาว${name} (ซม.)`, 'หน่วยเซนติเมตร', long),
    size('high', `ความสูง${name} (ซม.)`, 'หน่วยเซนติเมตร', high),
    size('weight', `น้ำหนัก${name} (กก.)`, 'หน่วยกิโลกรัม', weight),
  ];
}

/** The columns of the product import, in template order. */
export const productColumns: ProductColumn[] = [
  {
    ...text({
      field: 'customer_product_id',
      heading: 'รหัสสินค้า',
      required: true,
      rule: 'รหัสสินค้าของร้าน ไม่เกิน 50 ตัวอักษร ห้ามซ้ำกันในไฟล์และห้ามซ้ำกับสินค้าที่มีอยู่แล้วในร้านค้า',
      sample: 'CD-COF-250',
      width: 18,
    }),
    text: true,
  },
  text({
    field: 'brand_th',
    heading: 'แบรนด์สินค้า (ภาษาไทย)',
    required: true,
    rule: TEXT_RULE,
    sample: 'ชาวดอย',
  }),
  text({
    field: 'brand_en',
    heading: 'แบรนด์สินค้า (ภาษาอังกฤษ)',
    required: true,
    rule: TEXT_RULE,
    sample: 'Chao Doi',
  }),
  text({
    field: 'product_name_th',
    heading: 'ชื่อสินค้า (ภาษาไทย)',
    required: true,
    rule: TEXT_RULE,
    sample: 'กาแฟคั่วบดดอยช้าง 250 กรัม',
    width: 32,
  }),
  text({
    field: 'product_name_en',
    heading: 'ชื่อสินค้า (ภาษาอังกฤษ)',
    required: true,
    rule: TEXT_RULE,
    sample: 'Doi Chang Ground Coffee 250 g',
    width: 32,
  }),
  lookup(
    {
      field: 'product_type',
      heading: 'ประเภทสินค้า',
      required: true,
      rule: 'ชื่อหรือรหัสประเภทสินค้าตามรายการในแผ่นงานนี้',
      width: 26,
    },
    (ctx) => ctx.types,
    (v) => fill(th.server.import_unknown_type, v),
    'food_beverage',
  ),
  text({
    field: 'desc_th',
    heading: 'รายละเอียดสินค้า (ภาษาไทย)',
    required: false,
    rule: TEXT_RULE,
    sample: 'กาแฟอาราบิก้าแท้ 100% คั่วระดับกลาง บดพร้อมชง',
    width: 36,
  }),
  text({
    field: 'desc_en',
    heading: 'รายละเอียดสินค้า (ภาษาอังกฤษ)',
    required: false,
    rule: TEXT_RULE,
    sample: '100% Arabica, medium roast, ground',
    width: 36,
  }),
  amount({ field: 'price', heading: 'ราคา (บาท)', required: true, rule: NUMBER_RULE, sample: 259 }),
  lookup(
    {
      field: 'vat_nonvat',
      heading: 'ประเภทภาษี',
      required: true,
      rule: '"ไม่มีภาษี" หรือ "มีภาษี" (หรือรหัส 1, 2)',
    },
    (ctx) => ctx.vat,
    () => th.server.import_unknown_vat,
    'has_tax',
  ),
  lookup(
    {
      field: 'unit',
      heading: 'หน่วยสินค้า',
      required: true,
      rule: 'ชื่อหรือรหัสหน่วยสินค้าตามรายการในแผ่นงานนี้',
    },
    (ctx) => ctx.units,
    (v) => fill(th.server.import_unknown_unit, v),
    'bag',
  ),
  amount({ field: 'size', heading: 'ขนาดสินค้า', required: true, rule: NUMBER_RULE, sample: 250 }),
  ...pack('item', 'สินค้า', true, ['8850123456789', 1, 12, 8, 20, 0.25]),
  ...pack('inner_pack', 'แพ็กย่อย', false, ['18850123456786', 12, 30, 25, 22, 3.2]),
  ...pack('case', 'ลัง', false, ['28850123456783', 48, 52, 45, 48, 13.5]),
];

const DATA_SHEET = 'สินค้า';

/** The product import: columns, row schema, unique product code, template example and guide. */
export const productImport: ImportDefinition<ProductLookups, ProductRow> = {
  sheetName: DATA_SHEET,
  columns: productColumns,
  schema: productRow,
  unique: {
    field: 'customer_product_id',
    inFile: (row) => th.server.import_duplicate_in_file.replace('%{row}', String(row)),
    existing: th.server.product_code_exists,
  },
  ...templateTexts({
    dataSheet: DATA_SHEET,
    what: 'สินค้า',
    exampleTitle: 'ตัวอย่างการกรอกข้อมูลสินค้า',
    perRow: 'สินค้า 1 รายการต่อ 1 แถว',
    after: [
      'รหัสสินค้าต้องไม่ซ้ำกันในไฟล์ และไม่ซ้ำกับสินค้าที่มีอยู่แล้วในร้านค้า',
      'หากมีแถวใดไม่ถูกต้อง ระบบจะไม่บันทึกสินค้าใดเลย และแสดงเลขแถวพร้อมสิ่งที่ต้องแก้ไข',
    ],
  }),
};
