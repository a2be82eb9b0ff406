import { useMemo } from 'react';
import { DataTable, ListBase, useListContext, useTranslate, type SortPayload } from 'react-admin';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import { PAGE_SIZE } from '../../../contract/limits';
import type { MemberRow } from '../../../contract/schemas/roles';
import { EmptyList, PhoneOrTable, phoneListSx } from '../../components/listParts';
import { Pager } from '../../components/Pager';
import { useRowDelete } from '../../components/useRowDelete';
import { SearchBar } from '../../components/SearchBar';
import { StatusChip } from '../../components/StatusChip';
import { Rank } from '../../components/productParts';
import { PersonLines, personName, useShopOf } from '../../components/personParts';
import { AddMembers } from './AddMembers';

const M = 'app.roles.members';
const Col = DataTable.Col<MemberRow>;
const BY_ID: SortPayload = { field: 'id', order: 'ASC' };

const nameOf = personName;

function ActiveChip({ row }: { row: MemberRow }) {
  const translate = useTranslate();
  return (
    <StatusChip
      label={translate(`${M}.${row.is_active ? 'active' : 'inactive'}`)}
      tone={row.is_active ? 'success' : 'default'}
    />
  );
}

/**
 * The members tab of a role (spec part 3 §2 "Set user access"): the role's members searched
 * and paged by the server, each with a remove (confirmed; the server refuses to remove the
 * last one who could administer roles, and its message shows), and the add-member picker,
 * which lists every user with their role and moves one who has another (AddMembers.tsx).
 */
export function RoleMembers({ roleId }: { roleId: number }) {
  const filter = useMemo(() => ({ role_id: roleId }), [roleId]);
  return (
    <ListBase
      resource="roleMembers"
      filter={filter}
      perPage={PAGE_SIZE}
      sort={BY_ID}
      storeKey={`roleMembers.${roleId}`}
    >
      <MembersToolbar roleId={roleId} />
      <MemberRows />
      <Pager totalKey={`${M}.total`} />
    </ListBase>
  );
}

/** The search box, the add-member button (with its picker) and the loading line. */
function MembersToolbar({ roleId }: { roleId: number }) {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          px: 2,
          py: 2,
        }}
      >
        <Box sx={{ flex: '1 1 520px', minWidth: 0 }}>
          <SearchBar
            label={translate(`${M}.search_label`)}
            placeholder={translate(`${M}.search_placeholder`)}
          />
        </Box>
        <AddMembers roleId={roleId} />
      </Box>
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
    </>
  );
}

/** A table on a wider screen; on a phone a simple list of name, e-mail, shop and status. */
function MemberRows() {
  const translate = useTranslate();
  const shopOf = useShopOf(M);
  const { button: remove, dialog } = useRowDelete<MemberRow>({
    resource: 'roleMembers',
    keys: M,
    verb: 'remove',
    labelArgs: (r) => ({ name: nameOf(r) }),
    nameOf,
  });
  const empty = <EmptyList keys={M} icon={GroupOutlined} body={translate(`${M}.empty_body`)} />;
  return (
    <>
      <PhoneOrTable<MemberRow>
        empty={empty}
        phone={{
          primaryText: nameOf,
          secondaryText: (r) => (
            <PersonLines row={r} shop={shopOf(r)} status={<ActiveChip row={r} />} />
          ),
          rightIcon: remove,
          sx: phoneListSx,
        }}
      >
        <Col label={`${M}.col_rank`} render={(r) => <Rank id={r.id} />} />
        <Col label={`${M}.col_name`} disableSort render={nameOf} />
        <Col label={`${M}.col_email`} source="email" disableSort />
        <Col label={`${M}.col_shop`} disableSort render={shopOf} />
        <Col label={`${M}.col_status`} disableSort render={(r) => <ActiveChip row={r} />} />
        <Col label={`${M}.col_remove`} align="center" render={remove} />
      </PhoneOrTable>
      {dialog}
    </>
  );
}
