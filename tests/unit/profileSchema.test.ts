// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from '../../contract/schemas/register';
import { th } from '../../i18n/th';
import { companyProfileBody, individualProfileBody } from '../fixtures/profile';
import { SCHEMA_SUB_DISTRICTS } from '../fixtures/registration';
import { addressMissing, errorsOf, patch, unknownKey } from './schemaErrors';

// Every rule of the profile payload (spec part 3 §2). profile.test.ts proves over HTTP that
// user-updateprofile applies this schema.
const V = th.validation.register;

/** Sub-district row ids: the schema only asks for an id; profile.test.ts checks the addresses. */
const companyProfile = () => companyProfileBody(SCHEMA_SUB_DISTRICTS);
const individualProfile = () => individualProfileBody(SCHEMA_SUB_DISTRICTS);

describe('profile: every rule of the payload', () => {
  it('the valid payloads pass', () => {
    expect(errorsOf(profileUpdateBody, companyProfile())).toEqual({});
    expect(errorsOf(profileUpdateBody, individualProfile())).toEqual({});
  });

  const phone = 'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก';
  const rows: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'title missing',
      { indiv_mas_title_id: undefined },
      { indiv_mas_title_id: 'กรุณาเลือกคำนำหน้าชื่อ' },
    ],
    ['first name empty', { indiv_first_name: '' }, { indiv_first_name: 'กรุณากรอกชื่อ' }],
    ['last name empty', { indiv_last_name: ' ' }, { indiv_last_name: 'กรุณากรอกนามสกุล' }],
    ['phone empty', { com_tel: '' }, { com_tel: 'กรุณากรอกเบอร์ติดต่อ' }],
    ['phone of 11 digits', { com_tel: '02255512345' }, { com_tel: phone }],
    ['mobile with letters', { com_mobile: '08x' }, { com_mobile: phone }],
    ['address empty', { com_addr_tp: '' }, { com_addr_tp: 'กรุณากรอกที่อยู่' }],
    ['province missing', { addr_tp_province: undefined }, { addr_tp_province: 'กรุณาเลือกจังหวัด' }],
    [
      'postcode of 3 digits',
      { addr_tp_postcode: '103' },
      { addr_tp_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก' },
    ],
    ['unticked copy box, no document address', { is_copy_addr_tp: 0 }, addressMissing('addr_doc')],
    ['copy flag missing', { is_copy_addr_tp: undefined }, { is_copy_addr_tp: V.copy_flag }],
    [
      'individual fields on a company',
      { indiv_tel: '0531234567' },
      { indiv_tel: unknownKey('indiv_tel') },
    ],
    ['user type missing', { user_type_id: undefined }, { user_type_id: 'กรุณาเลือกประเภทผู้สมัคร' }],
  ];

  it.each(rows)('company: %s', (_, over, errors) => {
    expect(errorsOf(profileUpdateBody, patch(companyProfile(), over))).toEqual(errors);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['phone of 11 digits', { indiv_tel: '05312345678' }, { indiv_tel: phone }],
    ['phone empty', { indiv_tel: '' }, { indiv_tel: 'กรุณากรอกเบอร์ติดต่อ' }],
    [
      'document postcode of letters',
      { indiv_addr_doc_postcode: 'abcde' },
      { indiv_addr_doc_postcode: 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก' },
    ],
    [
      'sub-district empty',
      { indiv_addr_id_subdistrict: '' },
      { indiv_addr_id_subdistrict: 'กรุณาเลือกตำบล/แขวง' },
    ],
    [
      'company fields on an individual',
      { com_tel: '021234567' },
      { com_tel: unknownKey('com_tel') },
    ],
  ])('individual: %s', (_, over, errors) => {
    expect(errorsOf(profileUpdateBody, patch(individualProfile(), over))).toEqual(errors);
  });
});
