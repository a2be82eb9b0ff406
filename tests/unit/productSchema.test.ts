// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { productInput, productUpdate, type ProductInput } from '../../contract/schemas/products';
import { th } from '../../i18n/th';
import { productBody } from '../fixtures/product';
import { errorsOf, unknownKey } from './schemaErrors';

// The rules of the product payload (spec part 1 §5 Product). products.test.ts proves over HTTP
// that the create and update endpoints apply this schema.
const msg = th.validation.product;

const valid = (extra: Partial<Record<keyof ProductInput, unknown>> = {}) =>
  productBody(1, 'T-1', extra);

const required: [keyof ProductInput, string][] = [
  ['shop_id', msg.shop_required],
  ['brand_th', msg.brand_th_required],
  ['brand_en', msg.brand_en_required],
  ['product_name_th', msg.name_th_required],
  ['product_name_en', msg.name_en_required],
  ['product_type', msg.type_required],
  ['customer_product_id', msg.code_required],
  ['price', msg.price_required],
  ['vat_nonvat', msg.vat_required],
  ['unit', msg.unit_required],
  ['size', msg.size_required],
  ['item_barcode_upc', msg.barcode_required],
  ['item_total', msg.item_total_required],
  ['item_wide', msg.width_required],
  ['item_long', msg.length_required],
  ['item_high', msg.height_required],
  ['item_weight', msg.weight_required],
];

describe('product payload rules', () => {
  it('the valid payload passes', () => {
    expect(errorsOf(productInput, valid())).toEqual({});
  });

  it.each(required)('%s missing: its Thai message under the field', (field, text) => {
    const body: Record<string, unknown> = valid();
    delete body[field];
    expect(errorsOf(productInput, body)).toEqual({ [field]: text });
  });

  const textFields = required.filter(([, text]) =>
    [
      msg.brand_th_required,
      msg.brand_en_required,
      msg.name_th_required,
      msg.name_en_required,
      msg.code_required,
      msg.barcode_required,
    ].includes(text),
  );
  it.each(textFields)('%s blank: the same message', (field, text) => {
    expect(errorsOf(productInput, valid({ [field]: '   ' }))).toEqual({ [field]: text });
  });

  const rejected: [string, Partial<Record<keyof ProductInput, unknown>>, string, string][] = [
    ['item barcode of 3', { item_barcode_upc: '123' }, 'item_barcode_upc', msg.barcode_min],
    [
      'item barcode of 15',
      { item_barcode_upc: '1'.repeat(15) },
      'item_barcode_upc',
      msg.barcode_max,
    ],
    [
      'inner barcode abc',
      { inner_pack_barcode_upc: 'abc' },
      'inner_pack_barcode_upc',
      msg.barcode_min,
    ],
    ['case barcode abc', { case_barcode_upc: 'abc' }, 'case_barcode_upc', msg.barcode_min],
    [
      'case barcode of 15',
      { case_barcode_upc: '9'.repeat(15) },
      'case_barcode_upc',
      msg.barcode_max,
    ],
    ['Thai description of 201', { desc_th: 'ก'.repeat(201) }, 'desc_th', msg.desc_max],
    ['English description of 201', { desc_en: 'a'.repeat(201) }, 'desc_en', msg.desc_max],
    ['negative price', { price: -1 }, 'price', msg.non_negative],
    ['negative inner width', { inner_pack_wide: -0.01 }, 'inner_pack_wide', msg.non_negative],
    ['price 1.234', { price: 1.234 }, 'price', msg.two_decimals],
    ['weight 0.001', { item_weight: 0.001 }, 'item_weight', msg.two_decimals],
    ['case weight 1.234', { case_weight: 1.234 }, 'case_weight', msg.two_decimals],
    ['price as text', { price: '12' }, 'price', msg.price_required],
    ['VAT option 3', { vat_nonvat: 3 }, 'vat_nonvat', msg.vat_required],
    ['product type 0', { product_type: 0 }, 'product_type', msg.type_required],
    [
      'product code of 51',
      { customer_product_id: 'C'.repeat(51) },
      'customer_product_id',
      msg.text_too_long,
    ],
    ['Thai brand of 201', { brand_th: 'ก'.repeat(201) }, 'brand_th', msg.text_too_long],
  ];
  it.each(rejected)('%s: refused', (_name, extra, field, text) => {
    expect(errorsOf(productInput, valid(extra))).toEqual({ [field]: text });
  });

  const accepted: [string, Partial<ProductInput>][] = [
    ['empty inner and case barcodes', { inner_pack_barcode_upc: '', case_barcode_upc: '' }],
    ['barcodes of 4 and 14', { item_barcode_upc: '1234', case_barcode_upc: '1'.repeat(14) }],
    ['descriptions of 200', { desc_th: 'ก'.repeat(200), desc_en: 'a'.repeat(200) }],
    ['zero amounts and two decimals', { price: 0, size: 0, item_weight: 0.01, case_high: 12.34 }],
    ['a product code of 50', { customer_product_id: 'C'.repeat(50) }],
    ['a brand of 200', { brand_th: 'ก'.repeat(200) }],
  ];
  it.each(accepted)('%s: accepted', (_name, extra) => {
    expect(errorsOf(productInput, valid(extra))).toEqual({});
  });

  it('an unknown key is named', () => {
    expect(errorsOf(productInput, valid({ owner_id: 5 } as never))).toEqual({
      owner_id: unknownKey('owner_id'),
    });
  });

  it('the update payload follows the same rules and needs the id', () => {
    expect(errorsOf(productUpdate, { ...valid(), id: 7 })).toEqual({});
    expect(
      errorsOf(productUpdate, { ...valid({ customer_product_id: 'C'.repeat(51) }), id: 7 }),
    ).toEqual({ customer_product_id: msg.text_too_long });
    expect(errorsOf(productUpdate, valid())).toEqual({ id: th.server.required });
  });
});
