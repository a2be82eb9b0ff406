import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import { USER_TYPE } from '../../contract/enums';
import { phoneListSx } from './listParts';
import type { UserListRow } from '../../contract/schemas/users';

/** What the user list and a role's members show of a person. */
type Person = Pick<
  UserListRow,
  'user_type_id' | 'shop_name' | 'indiv_first_name' | 'indiv_last_name' | 'email'
>;

/** A person's name as the lists show it: first and last name, else the e-mail. */
export const personName = (r: Person) =>
  `${r.indiv_first_name} ${r.indiv_last_name}`.trim() || r.email;

/** The shop column: `<keys>.staff` for staff (type 3), else the user's shop. */
export function useShopOf(keys: string) {
  const translate = useTranslate();
  return (r: Person) =>
    r.user_type_id === USER_TYPE.STAFF ? translate(`${keys}.staff`) : (r.shop_name ?? '-');
}

/** A phone row's lines, one under the other. */
export const STACKED_LINES = { display: 'flex', flexDirection: 'column', gap: 0.5 } as const;

/** `<ListRows>` whose phone rows have their facts one under the other. */
export const STACKED_ROWS = { factsSx: STACKED_LINES, phoneSx: phoneListSx } as const;

/** A person's lines on a phone's list: e-mail, shop and status, one under the other. */
export function PersonLines({
  row,
  shop,
  status,
}: {
  row: Person;
  shop: string;
  status: ReactNode;
}) {
  return (
    <Box component="span" sx={STACKED_LINES}>
      <span>{row.email}</span>
      <span>{shop}</span>
      <span>{status}</span>
    </Box>
  );
}
