// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { registrationBody } from '../../contract/schemas/register';
import { th } from '../../i18n/th';
import {
  companyRegistration,
  individualRegistration,
  SCHEMA_SUB_DISTRICTS,
} from '../fixtures/registration';
import { addressMissing, errorsOf, patch, rule, type RuleCase, unknownKey } from './schemaErrors';

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

  const rows: RuleCase[] = [
    rule('company type missing', 'company_type_id', undefined, 'กรุณาเลือกประเภทบริษัท'),
    rule('company type empty', 'company_type_id', '', 'กรุณาเลือกประเภทบริษัท'),
    rule('shop name empty', 'shop_name', '', 'กรุณากรอกชื่อร้านค้า'),
    rule('shop name blank', 'shop_name', '   ', 'กรุณากรอกชื่อร้านค้า'),
    rule('company name empty', 'company_name', '', 'กรุณากรอกชื่อบริษัท'),
    rule('juristic number empty', 'tax_id', '', 'กรุณากรอกข้อมูล'),
    rule('juristic number short', 'tax_id', '010559900', V.juristic_not_found),
    rule('phone empty', 'com_tel', '', 'กรุณากรอกเบอร์ติดต่อ'),
    rule('phone with dashes', 'com_tel', '02-123-4567', 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก'),
    rule('phone of 11 digits', 'com_tel', '02123456789', 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก'),
    rule('mobile missing', 'com_mobile', undefined, 'กรุณากรอกเบอร์มือถือ'),
    rule(
      'mobile with letters',
      'com_mobile',
      '08l2345678',
      'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก',
    ),
    rule('title missing', 'indiv_mas_title_id', undefined, 'กรุณาเลือกคำนำหน้าชื่อ'),
    rule('first name empty', 'indiv_first_name', '', 'กรุณากรอกชื่อ'),
    rule('last name empty', 'indiv_last_name', '', 'กรุณากรอกนามสกุล'),
    rule('email empty', 'email', '', 'กรุณากรอกอีเมล'),
    rule('email malformed', 'email', 'someone@', 'กรุณากรอกอีเมลให้ถูกต้อง'),
    rule('address empty', 'com_addr_tp', '', 'กรุณากรอกที่อยู่'),
    rule('province null', 'addr_tp_province', null, 'กรุณาเลือกจังหวัด'),
    rule('district missing', 'addr_tp_district', undefined, 'กรุณาเลือกอำเภอ/เขต'),
    rule('sub-district empty', 'addr_tp_subdistrict', '', 'กรุณาเลือกตำบล/แขวง'),
    rule('postcode empty', 'addr_tp_postcode', '', 'กรุณากรอกรหัสไปรษณีย์'),
    rule('postcode of 4 digits', 'addr_tp_postcode', '1031', 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก'),
    rule('postcode of 6 digits', 'addr_tp_postcode', '103100', 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก'),
    rule('postcode of letters', 'addr_tp_postcode', 'abcde', 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก'),
    rule('copy flag 2', 'is_copy_addr_tp', 2, V.copy_flag),
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
    rule('an extension', 'com_tel_exten', '12', th.server.invalid_value),
    rule('an unknown key', 'shop_id', 1, unknownKey('shop_id')),
    rule('a server-owned key', 'must_change_password', false, unknownKey('must_change_password')),
    rule('user type 3', 'user_type_id', 3, 'กรุณาเลือกประเภทผู้สมัคร'),
    rule('user type missing', 'user_type_id', undefined, 'กรุณาเลือกประเภทผู้สมัคร'),
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
  const rows: RuleCase[] = [
    rule('phone of 9 digits', 'indiv_tel', '053123456', phone),
    rule('phone of 11 digits', 'indiv_tel', '05312345678', phone),
    rule('mobile with a dash', 'indiv_mobile', '086-1234567', phone),
    rule('phone empty', 'indiv_tel', '', 'กรุณากรอกเบอร์ติดต่อ'),
    rule('mobile missing', 'indiv_mobile', undefined, 'กรุณากรอกเบอร์มือถือ'),
    rule('shop name empty', 'shop_name', '', 'กรุณากรอกชื่อร้านค้า'),
    rule('title missing', 'indiv_mas_title_id', null, 'กรุณาเลือกคำนำหน้าชื่อ'),
    rule('first name empty', 'indiv_first_name', ' ', 'กรุณากรอกชื่อ'),
    rule('last name missing', 'indiv_last_name', undefined, 'กรุณากรอกนามสกุล'),
    rule('email malformed', 'email', 'a b@example.com', 'กรุณากรอกอีเมลให้ถูกต้อง'),
    [
      'neither ID card nor passport',
      { indiv_id_card: '', indiv_passport: '' },
      { indiv_id_card: V.id_or_passport },
    ],
    rule('both ID card and passport', 'indiv_passport', 'AB1234567', V.id_and_passport),
    rule('ID card of 5 digits', 'indiv_id_card', '12345', 'ไม่พบเลขบัตรประจำตัวประชาชนนี้ในฐานข้อมูล'),
    rule('ID card with a letter', 'indiv_id_card', '12345678901a3', 'กรุณากรอกเป็นตัวเลขเท่านั้น'),
    [
      'passport of 3 characters',
      { indiv_id_card: '', indiv_passport: 'AB1' },
      { indiv_passport: V.passport_format },
    ],
    rule('address empty', 'indiv_addr_id_card', '', 'กรุณากรอกที่อยู่'),
    rule('province missing', 'indiv_addr_id_province', undefined, 'กรุณาเลือกจังหวัด'),
    rule('district empty', 'indiv_addr_id_district', '', 'กรุณาเลือกอำเภอ/เขต'),
    rule('sub-district null', 'indiv_addr_id_subdistrict', null, 'กรุณาเลือกตำบล/แขวง'),
    rule(
      'postcode of 4 digits',
      'indiv_addr_id_postcode',
      '5020',
      'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก',
    ),
    [
      'unticked copy box, no document address',
      { is_copy_indiv_addr_id_card: 0 },
      addressMissing('indiv_addr_doc'),
    ],
    rule('a company type', 'company_type_id', 1, th.server.invalid_value),
    rule('company fields', 'tax_id', '0105599001234', unknownKey('tax_id')),
  ];

  it.each(rows)('%s', (_, over, errors) => {
    expect(errorsOf(registrationBody, patch(individualBody(), over))).toEqual(errors);
  });
});
