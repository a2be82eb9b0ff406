// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from '../../contract/schemas/register';
import { th } from '../../i18n/th';
import { companyProfileBody, individualProfileBody } from '../fixtures/profile';
import { SCHEMA_SUB_DISTRICTS } from '../fixtures/registration';
import { addressMissing, errorsOf, patch, rule, type RuleCase, unknownKey } from './schemaErrors';

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
  const rows: RuleCase[] = [
    rule('title missing', 'indiv_mas_title_id', undefined, 'กรุณาเลือกคำนำหน้าชื่อ'),
    rule('first name empty', 'indiv_first_name', '', 'กรุณากรอกชื่อ'),
    rule('last name empty', 'indiv_last_name', ' ', 'กรุณากรอกนามสกุล'),
    rule('phone empty', 'com_tel', '', 'กรุณากรอกเบอร์ติดต่อ'),
    rule('phone of 11 digits', 'com_tel', '02255512345', phone),
    rule('mobile with letters', 'com_mobile', '08x', phone),
    rule('address empty', 'com_addr_tp', '', 'กรุณากรอกที่อยู่'),
    rule('province missing', 'addr_tp_province', undefined, 'กรุณาเลือกจังหวัด'),
    rule('postcode of 3 digits', 'addr_tp_postcode', '103', 'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก'),
    ['unticked copy box, no document address', { is_copy_addr_tp: 0 }, addressMissing('addr_doc')],
    rule('copy flag missing', 'is_copy_addr_tp', undefined, V.copy_flag),
    rule('individual fields on a company', 'indiv_tel', '0531234567', unknownKey('indiv_tel')),
    rule('user type missing', 'user_type_id', undefined, 'กรุณาเลือกประเภทผู้สมัคร'),
  ];

  it.each(rows)('company: %s', (_, over, errors) => {
    expect(errorsOf(profileUpdateBody, patch(companyProfile(), over))).toEqual(errors);
  });

  it.each<RuleCase>([
    rule('phone of 11 digits', 'indiv_tel', '05312345678', phone),
    rule('phone empty', 'indiv_tel', '', 'กรุณากรอกเบอร์ติดต่อ'),
    rule(
      'document postcode of letters',
      'indiv_addr_doc_postcode',
      'abcde',
      'กรุณากรอกรหัสไปรษณีย์เป็นตัวเลข 5 หลัก',
    ),
    rule('sub-district empty', 'indiv_addr_id_subdistrict', '', 'กรุณาเลือกตำบล/แขวง'),
    rule('company fields on an individual', 'com_tel', '021234567', unknownKey('com_tel')),
  ])('individual: %s', (_, over, errors) => {
    expect(errorsOf(profileUpdateBody, patch(individualProfile(), over))).toEqual(errors);
  });
});
