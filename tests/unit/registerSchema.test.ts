// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { registrationBody } from '../../contract/schemas/register';
import { th } from '../../i18n/th';
import {
  companyRegistration,
  individualRegistration,
  SCHEMA_SUB_DISTRICTS,
} from '../fixtures/registration';
import { addressMissing, errorsOf, patch, unknownKey } from './schemaErrors';

// Every rule of the registration payload (spec part 1 §3). register.test.ts proves over HTTP
// that register-register applies this schema and nothing is written when it refuses.
const V = th.validation.register;

/** Sub-district row ids: the schema only asks for an id; register.test.ts checks the addresses. */
const companyBody = () => companyRegistration(1, SCHEMA_SUB_DISTRICTS);
const individualBody = () => individualRegistration(1, SCHEMA_SUB_DISTRICTS);

describe('registration: every rule of the company payload', () => {
  it('the valid payload passes', () => {
    expect(errorsOf(registrationBody, companyBody())).toEqual({});
  });

  const rows: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'company type missing',
      { company_type_id: undefined },
      { company_type_id: 'กรุณาเลือกประเภทบริษัท' },
    ],
    ['company type empty', { company_type_id: '' }, { company_type_id: 'กรุณาเลือกประเภทบริษัท' }],
    ['shop name empty', { shop_name: '' }, { shop_name: 'กรุณากรอกชื่อร้านค้า' }],
    ['shop name blank', { shop_name: '   ' }, { shop_name: 'กรุณากรอกชื่อร้านค้า' }],
    ['company name empty', { company_name: '' }, { company_name: 'กรุณากรอกชื่อบริษัท' }],
    ['juristic number empty', { tax_id: '' }, { tax_id: 'กรุณากรอกข้อมูล' }],
    ['juristic number short', { tax_id: '010559900' }, { tax_id: V.juristic_not_found }],
    ['phone empty', { com_tel: '' }, { com_tel: 'กรุณากรอกเบอร์ติดต่อ' }],
    [
      'phone with dashes',
      { com_tel: '02-123-4567' },
      { com_tel: 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก' },
    ],
    [
      'phone of 11 digits',
      { com_tel: '02123456789' },
      { com_tel: 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก' },
    ],
    ['mobile missing', { com_mobile: undefined }, { com_mobile: 'กรุณากรอกเบอร์มือถือ' }],
    [
      'mobile with letters',
      { com_mobile: '08l2345678' },
      { com_mobile: 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก' },
    ],
    [
      'title missing',
      { indiv_mas_title_id: undefined },
      { indiv_mas_title_id: 'กรุณาเลือกคำนำหน้าชื่อ' },
    ],
    ['first name empty', { indiv_first_name: '' }, { indiv_first_name: 'กรุณากรอกชื่อ' }],
    ['last name empty', { indiv_last_name: '' }, { indiv_last_name: 'กรุณากรอกนามสกุล' }],
    ['email empty', { email: '' }, { email: 'กรุณากรอกอีเมล' }],
    ['email malformed', { email: 'someone@' }, { email: 'กรุณากรอกอีเมลให้ถูกต้อง' }],
    ['address empty', { com_addr_tp: '' }, { com_addr_tp: 'กรุณากรอกที่อยู่' }],
    ['province null', { addr_tp_province: null }, { addr_tp_province: 'กรุณาเลือกจังหวัด' }],
    [
      'district missing',
      { addr_tp_district: undefined },
      { addr_tp_district: 'กรุณาเลือกอำเภอ/เขต' },
    ],
    [
      'sub-district empty',
      { addr_tp_subdistrict: '' },
      { addr_tp_subdistrict: 'กรุณาเลือกตำบล/แขวง' },
    ],
    ['postcode empty', { addr_tp_postcode: '' }, { addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์' }],
    [
      'postcode of 4 digits',
      { addr_tp_postcode: '1031' },
      { addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก' },
    ],
    [
      'postcode of 6 digits',
      { addr_tp_postcode: '103100' },
      { addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก' },
    ],
    [
      'postcode of letters',
      { addr_tp_postcode: 'abcde' },
      { addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก' },
    ],
    ['copy flag 2', { is_copy_addr_tp: 2 }, { is_copy_addr_tp: V.copy_flag }],
    ['unticked copy box, no document address', { is_copy_addr_tp: 0 }, addressMissing('addr_doc')],
    [
      'unticked copy box, document postcode of 3 digits',
      {
        is_copy_addr_tp: 0,
        addr_doc: 'ที่อยู่',
        addr_doc_province: 10,
        addr_doc_district: 1017,
        addr_doc_subdistrict: 1,
        addr_doc_postcode: '103',
      },
      { addr_doc_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก' },
    ],
    ['an extension', { com_tel_exten: '12' }, { com_tel_exten: th.server.invalid_value }],
    ['an unknown key', { shop_id: 1 }, { shop_id: unknownKey('shop_id') }],
    [
      'a server-owned key',
      { must_change_password: false },
      { must_change_password: unknownKey('must_change_password') },
    ],
    ['user type 3', { user_type_id: 3 }, { user_type_id: 'กรุณาเลือกประเภทผู้สมัคร' }],
    ['user type missing', { user_type_id: undefined }, { user_type_id: 'กรุณาเลือกประเภทผู้สมัคร' }],
  ];

  it.each(rows)('%s', (_, over, errors) => {
    expect(errorsOf(registrationBody, patch(companyBody(), over))).toEqual(errors);
  });
});

describe('registration: every rule of the individual payload', () => {
  it('the valid payload passes', () => {
    expect(errorsOf(registrationBody, individualBody())).toEqual({});
  });

  const phone = 'กรุณากรอกเบอร์ติดต่อหรือเบอร์มือถือให้ถูกต้อง';
  const rows: [string, Record<string, unknown>, Record<string, string>][] = [
    ['phone of 9 digits', { indiv_tel: '053123456' }, { indiv_tel: phone }],
    ['phone of 11 digits', { indiv_tel: '05312345678' }, { indiv_tel: phone }],
    ['mobile with a dash', { indiv_mobile: '086-1234567' }, { indiv_mobile: phone }],
    ['phone empty', { indiv_tel: '' }, { indiv_tel: 'กรุณากรอกเบอร์ติดต่อ' }],
    ['mobile missing', { indiv_mobile: undefined }, { indiv_mobile: 'กรุณากรอกเบอร์มือถือ' }],
    ['shop name empty', { shop_name: '' }, { shop_name: 'กรุณากรอกชื่อร้านค้า' }],
    ['title missing', { indiv_mas_title_id: null }, { indiv_mas_title_id: 'กรุณาเลือกคำนำหน้าชื่อ' }],
    ['first name empty', { indiv_first_name: ' ' }, { indiv_first_name: 'กรุณากรอกชื่อ' }],
    ['last name missing', { indiv_last_name: undefined }, { indiv_last_name: 'กรุณากรอกนามสกุล' }],
    ['email malformed', { email: 'a b@example.com' }, { email: 'กรุณากรอกอีเมลให้ถูกต้อง' }],
    [
      'neither ID card nor passport',
      { indiv_id_card: '', indiv_passport: '' },
      { indiv_id_card: V.id_or_passport },
    ],
    [
      'both ID card and passport',
      { indiv_passport: 'AB1234567' },
      { indiv_passport: V.id_and_passport },
    ],
    [
      'ID card of 5 digits',
      { indiv_id_card: '12345' },
      { indiv_id_card: 'ไม่พบเลขบัตรประจำตัวประชาชนนี้ในฐานข้อมูล' },
    ],
    [
      'ID card with a letter',
      { indiv_id_card: '12345678901a3' },
      { indiv_id_card: 'กรุณากรอกเป็นตัวเลขเท่านั้น' },
    ],
    [
      'passport of 3 characters',
      { indiv_id_card: '', indiv_passport: 'AB1' },
      { indiv_passport: V.passport_format },
    ],
    ['address empty', { indiv_addr_id_card: '' }, { indiv_addr_id_card: 'กรุณากรอกที่อยู่' }],
    [
      'province missing',
      { indiv_addr_id_province: undefined },
      { indiv_addr_id_province: 'กรุณาเลือกจังหวัด' },
    ],
    [
      'district empty',
      { indiv_addr_id_district: '' },
      { indiv_addr_id_district: 'กรุณาเลือกอำเภอ/เขต' },
    ],
    [
      'sub-district null',
      { indiv_addr_id_subdistrict: null },
      { indiv_addr_id_subdistrict: 'กรุณาเลือกตำบล/แขวง' },
    ],
    [
      'postcode of 4 digits',
      { indiv_addr_id_postcode: '5020' },
      { indiv_addr_id_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก' },
    ],
    [
      'unticked copy box, no document address',
      { is_copy_indiv_addr_id_card: 0 },
      addressMissing('indiv_addr_doc'),
    ],
    ['a company type', { company_type_id: 1 }, { company_type_id: th.server.invalid_value }],
    ['company fields', { tax_id: '0105599001234' }, { tax_id: unknownKey('tax_id') }],
  ];

  it.each(rows)('%s', (_, over, errors) => {
    expect(errorsOf(registrationBody, patch(individualBody(), over))).toEqual(errors);
  });
});
