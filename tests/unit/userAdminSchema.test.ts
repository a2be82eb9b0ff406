// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { userAddBody, userUpdateBody } from '../../contract/schemas/users';
import { menuAccessUpdateBody, roleCreateBody, roleUpdateBody } from '../../contract/schemas/roles';
import { changesOf } from '../../server/domain/audit';
import { SCHEMA_SUB_DISTRICTS } from '../fixtures/registration';
import { companyProfileBody, individualProfileBody } from '../fixtures/profile';
import { addressMissing, errorsOf, patch, rule, type RuleCase, unknownKey } from './schemaErrors';

// The rules of user administration (spec part 2 §5.1, §9) and of roles (spec part 3 §5), as
// the server answers them under `errors`; user-admin.test.ts and roles.test.ts prove over
// HTTP that the endpoints apply these schemas.

const individual = individualProfileBody(SCHEMA_SUB_DISTRICTS);
/** A staff member to add: the individual's fields, status, role, e-mail and ID card. */
const addBody = () => ({
  ...individual,
  user_type_id: 3,
  company_type_id: 0,
  is_active: 1,
  role_id: 0,
  email: 'staff@example.th',
  indiv_id_card: '1100700123451',
});

describe('add user: every rule of the payload', () => {
  it('the valid payload passes; no role is role 0', () => {
    expect(errorsOf(userAddBody, addBody())).toEqual({});
    expect(userAddBody.parse(patch(addBody(), { role_id: undefined })).role_id).toBe(0);
  });

  const rows: RuleCase[] = [
    rule('not staff', 'user_type_id', 1, 'ผู้ใช้งานที่เพิ่มต้องเป็นเจ้าหน้าที่'),
    rule('a company type', 'company_type_id', 2, 'เจ้าหน้าที่ไม่มีประเภทบริษัท'),
    rule('no status', 'is_active', undefined, 'กรุณาเลือกสถานะ'),
    rule('status 0', 'is_active', 0, 'กรุณาเลือกสถานะ'),
    rule('a negative role', 'role_id', -1, 'กรุณาเลือกหน้าที่ให้ถูกต้อง'),
    rule('no e-mail', 'email', '', 'กรุณากรอกอีเมล'),
    rule('a bad e-mail', 'email', 'staff@', 'กรุณากรอกอีเมลให้ถูกต้อง'),
    rule('no ID card', 'indiv_id_card', '', 'กรุณากรอกเลขบัตรประจำตัวประชาชน'),
    rule('letters in the ID', 'indiv_id_card', '11007001234e1', 'กรุณากรอกเป็นตัวเลขเท่านั้น'),
    rule('a short ID', 'indiv_id_card', '110070012345', 'กรุณากรอกเลขบัตรประจำตัวประชาชนให้ครบ 13 หลัก'),
    rule('no phone', 'indiv_tel', '', 'กรุณากรอกเบอร์ติดต่อ'),
    rule(
      'a phone of 11 digits',
      'indiv_tel',
      '02123456789',
      'กรุณากรอกเบอร์โทรศัพท์เป็นตัวเลขไม่เกิน 10 หลัก',
    ),
    rule('a title missing', 'indiv_mas_title_id', undefined, 'กรุณาเลือกคำนำหน้าชื่อ'),
    [
      'no document address while unticked',
      {
        indiv_addr_doc: '',
        indiv_addr_doc_province: null,
        indiv_addr_doc_district: null,
        indiv_addr_doc_subdistrict: null,
        indiv_addr_doc_postcode: '',
      },
      addressMissing('indiv_addr_doc'),
    ],
    rule('a key it does not take', 'shop_id', 1, unknownKey('shop_id')),
  ];
  it.each(rows)('%s', (_name, over, expected) => {
    expect(errorsOf(userAddBody, patch(addBody(), over))).toEqual(expected);
  });

  it('the ticked copy box needs no document address', () => {
    const ticked = patch(addBody(), {
      is_copy_indiv_addr_id_card: 1,
      indiv_addr_doc: '',
      indiv_addr_doc_province: null,
    });
    expect(errorsOf(userAddBody, ticked)).toEqual({});
  });
});

describe('edit user: the field set of the user kind', () => {
  const company = () => ({
    ...companyProfileBody(SCHEMA_SUB_DISTRICTS),
    id: 5,
    is_active: 2,
    role_id: 3,
    tax_id: '0105561234567',
  });
  const person = (over: Record<string, unknown> = {}) => ({
    ...individualProfileBody(SCHEMA_SUB_DISTRICTS),
    id: 6,
    is_active: 1,
    role_id: 0,
    indiv_id_card: '1100700123451',
    ...over,
  });

  it('a company, an individual with an ID card and one with a passport pass', () => {
    expect(errorsOf(userUpdateBody, company())).toEqual({});
    expect(errorsOf(userUpdateBody, person())).toEqual({});
    expect(
      errorsOf(userUpdateBody, person({ indiv_id_card: undefined, indiv_passport: 'AA1234567' })),
    ).toEqual({});
  });

  it('a company gives its 13-digit tax id, not an ID card', () => {
    expect(errorsOf(userUpdateBody, patch(company(), { tax_id: '01055' }))).toEqual({
      tax_id: 'กรุณากรอกเลขประจำตัวผู้เสียภาษีนิติบุคคลให้ครบ 13 หลัก',
    });
    expect(errorsOf(userUpdateBody, patch(company(), { indiv_id_card: '1100700123451' }))).toEqual({
      indiv_id_card: unknownKey('indiv_id_card'),
    });
  });

  it('an individual gives the ID card or the passport, one of them', () => {
    expect(errorsOf(userUpdateBody, person({ indiv_id_card: undefined }))).toEqual({
      indiv_id_card: 'กรุณากรอกเลขบัตรประจำตัวประชาชน',
    });
    expect(errorsOf(userUpdateBody, person({ indiv_passport: 'AA1234567' }))).toEqual({
      indiv_id_card: 'กรุณากรอกเลขบัตรประจำตัวประชาชนหรือเลขหนังสือเดินทางอย่างใดอย่างหนึ่งเท่านั้น',
    });
  });

  it('the status is 1 or 2', () => {
    expect(errorsOf(userUpdateBody, person({ is_active: true }))).toEqual({
      is_active: 'กรุณาเลือกสถานะ',
    });
  });
});

describe('roles: name and description', () => {
  it("the name is required with the spec's message; the description at most 200", () => {
    expect(errorsOf(roleCreateBody, { name: 'คลังสินค้า', description: '' })).toEqual({});
    expect(errorsOf(roleCreateBody, { name: '   ', description: '' })).toEqual({
      name: 'กรุณากรอกชื่อหน้าที่',
    });
    expect(errorsOf(roleCreateBody, { description: 'x' })).toEqual({
      name: 'กรุณากรอกชื่อหน้าที่',
    });
    expect(errorsOf(roleCreateBody, { name: 'ก', description: 'ข'.repeat(200) })).toEqual({});
    expect(errorsOf(roleCreateBody, { name: 'ก', description: 'ข'.repeat(201) })).toEqual({
      description: 'คำอธิบายต้องไม่เกิน 200 ตัวอักษร',
    });
    expect(errorsOf(roleUpdateBody, { name: 'ก', description: '' })).toHaveProperty('id');
  });

  it('menu access names at least one menu', () => {
    expect(errorsOf(menuAccessUpdateBody, { permission_id: 1, menu_item: [] })).toEqual({
      menu_item: 'กรุณาระบุเมนู',
    });
  });
});

describe('audit: what changed', () => {
  it('lists the fields whose value differs, as text, and nothing else', () => {
    expect(
      changesOf(
        { indiv_first_name: 'มาลี', is_active: true, indiv_mobile: null, role: 'คลัง' },
        { indiv_first_name: 'มาลัย', is_active: false, indiv_mobile: '', role: 'คลัง' },
        ['indiv_first_name', 'is_active', 'indiv_mobile', 'role'],
      ),
    ).toEqual([
      { field: 'indiv_first_name', before: 'มาลี', after: 'มาลัย' },
      { field: 'is_active', before: 'true', after: 'false' },
    ]);
    expect(changesOf(null, { name: 'คลัง' }, ['name'])).toEqual([
      { field: 'name', before: null, after: 'คลัง' },
    ]);
  });
});
