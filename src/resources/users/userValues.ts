import type { FieldValues } from 'react-hook-form';
import type { RaRecord } from 'react-admin';
import { USER_TYPE } from '../../../contract/enums';
import {
  INDIVIDUAL_ADDRESS,
  INDIVIDUAL_DOC_ADDRESS,
  type UserInfo,
} from '../../../contract/schemas/register';
import {
  activeStatusOf,
  userAddBody,
  userUpdateBody,
  USER_ACTIVE,
  type UserAddBody,
} from '../../../contract/schemas/users';
import { emptyAddress } from '../../components/AddressFields';
import { contractResolver } from '../../components/contractResolver';
import { withCopiedAddress } from '../../pages/register/DocumentAddress';
import {
  fieldsOf,
  INDIVIDUAL_KIND,
  kindOf,
  profileDefaults,
  type ProfileKind,
} from '../../pages/profile/profileValues';

/** The identity number a user's form edits (spec part 2 §2.1). */
export type IdField = 'tax_id' | 'indiv_id_card' | 'indiv_passport';

/** What the form of one user shows: the kind's fields and which identity number. */
export interface UserShape {
  kind: ProfileKind;
  idField: IdField;
}

/** A new user is a staff member with the individual's fields and the Thai ID card number. */
export const NEW_USER: UserShape = { kind: INDIVIDUAL_KIND, idField: 'indiv_id_card' };

/**
 * A stored user's form: a company (type 1) its juristic tax id and company fields; others the
 * individual's, with the passport number instead of the ID card when they have one.
 */
export function shapeOf(info: UserInfo): UserShape {
  const kind = kindOf(info);
  if (info.user_type_id === USER_TYPE.COMPANY) return { kind, idField: 'tax_id' };
  return { kind, idField: info.indiv_passport ? 'indiv_passport' : 'indiv_id_card' };
}

export const userAddResolver = contractResolver(userAddBody);
export const userUpdateResolver = contractResolver(userUpdateBody);

/**
 * The add form's first values (spec part 2 §3.1, §9): user type 3 and company type 0, in use,
 * no role, the document address a block of its own until the box is ticked.
 */
export function newUserValues(): Partial<UserAddBody> {
  return {
    user_type_id: USER_TYPE.STAFF,
    company_type_id: 0,
    indiv_mas_title_id: undefined,
    indiv_first_name: '',
    indiv_last_name: '',
    is_active: USER_ACTIVE.IN_USE,
    role_id: 0,
    email: '',
    indiv_id_card: '',
    indiv_tel: '',
    indiv_mobile: '',
    ...emptyAddress(INDIVIDUAL_ADDRESS),
    // The first block's selects start unset, so their "please select" message applies.
    indiv_addr_id_province: undefined,
    indiv_addr_id_district: undefined,
    indiv_addr_id_subdistrict: undefined,
    is_copy_indiv_addr_id_card: 0,
    ...emptyAddress(INDIVIDUAL_DOC_ADDRESS),
  } as Partial<UserAddBody>;
}

/**
 * A stored user as the edit form holds it: exactly the keys of the contract's update body
 * (the profile's field set, plus status 1/2, role 0 for none and the identity number). The
 * e-mail is shown, not sent.
 */
export function userEditValues(info: UserInfo, shape: UserShape): RaRecord {
  // The year era and the colours are the user's own preferences (their profile), not the
  // administrator's to send.
  const values = profileDefaults(info, shape.kind) as unknown as Record<string, unknown>;
  delete values.year_era;
  delete values.theme;
  return {
    ...values,
    id: info.id,
    is_active: activeStatusOf(info.is_active),
    role_id: info.role_id ?? 0,
    [shape.idField]: info[shape.idField] ?? '',
  } as RaRecord;
}

/** Every field the form shows, where the server's messages can go. */
export const formFieldsOf = (shape: UserShape, create: boolean): string[] => [
  ...fieldsOf(shape.kind),
  'is_active',
  'role_id',
  shape.idField,
  ...(create ? ['email'] : []),
];

/** The body sent: the document address copied from the first when the box is ticked. */
export const payloadOf = (values: FieldValues, shape: UserShape) =>
  withCopiedAddress(values, shape.kind.copy, shape.kind.main, shape.kind.doc);
