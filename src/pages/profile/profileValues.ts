import type { z } from 'zod';
import {
  COMPANY_ADDRESS,
  COMPANY_DOC_ADDRESS,
  INDIVIDUAL_ADDRESS,
  INDIVIDUAL_DOC_ADDRESS,
  profileUpdateBody,
  type ProfileUpdateBody,
  type UserInfo,
} from '../../../contract/schemas/register';
import { USER_TYPE } from '../../../contract/enums';
import type { AddressNames } from '../../components/AddressFields';

export type ProfileValues = ProfileUpdateBody;
export type ProfileOutput = z.output<typeof profileUpdateBody>;

/** The field set of each kind of user (spec part 3: type 1 company, otherwise individual). */
export interface ProfileKind {
  company: boolean;
  tel: string;
  mobile: string;
  copy: string;
  main: AddressNames;
  doc: AddressNames;
}

export const COMPANY_KIND: ProfileKind = {
  company: true,
  tel: 'com_tel',
  mobile: 'com_mobile',
  copy: 'is_copy_addr_tp',
  main: COMPANY_ADDRESS,
  doc: COMPANY_DOC_ADDRESS,
};
export const INDIVIDUAL_KIND: ProfileKind = {
  company: false,
  tel: 'indiv_tel',
  mobile: 'indiv_mobile',
  copy: 'is_copy_indiv_addr_id_card',
  main: INDIVIDUAL_ADDRESS,
  doc: INDIVIDUAL_DOC_ADDRESS,
};

export const kindOf = (info: UserInfo) =>
  info.user_type_id === USER_TYPE.COMPANY ? COMPANY_KIND : INDIVIDUAL_KIND;

/** Every field the form sends (and can show a server message under). */
export const fieldsOf = (kind: ProfileKind): string[] => [
  'indiv_mas_title_id',
  'indiv_first_name',
  'indiv_last_name',
  kind.tel,
  kind.mobile,
  kind.copy,
  'year_era',
  'theme',
  ...Object.values(kind.main),
  ...Object.values(kind.doc),
];

/**
 * The form values of a stored profile: exactly the keys the contract's update schema takes
 * (e-mail, identity numbers, role and status are shown, not sent).
 */
export function profileDefaults(info: UserInfo, kind: ProfileKind): ProfileValues {
  const source = info as unknown as Record<string, unknown>;
  const text = (k: string) => (typeof source[k] === 'string' ? (source[k] as string) : '');
  const id = (k: string) => (typeof source[k] === 'number' ? (source[k] as number) : null);
  const values: Record<string, unknown> = {
    user_type_id: info.user_type_id,
    id: info.id,
    indiv_mas_title_id: info.indiv_mas_title_id ?? undefined,
    indiv_first_name: info.indiv_first_name,
    indiv_last_name: info.indiv_last_name,
    [kind.tel]: text(kind.tel),
    [kind.mobile]: text(kind.mobile),
    [kind.copy]: source[kind.copy] === 1 ? 1 : 0,
    year_era: info.year_era,
    theme: info.theme,
  };
  for (const block of [kind.main, kind.doc]) {
    values[block.address] = text(block.address);
    values[block.province] = id(block.province);
    values[block.district] = id(block.district);
    values[block.subdistrict] = id(block.subdistrict);
    values[block.postcode] = text(block.postcode);
  }
  // The first block's empty selects stay unset, so their "please select" message applies.
  for (const k of [kind.main.province, kind.main.district, kind.main.subdistrict])
    if (values[k] === null) values[k] = undefined;
  return values as unknown as ProfileValues;
}
