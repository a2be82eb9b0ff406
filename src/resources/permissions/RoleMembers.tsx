import { useMemo, useState } from 'react';
import {
  DataTable,
  ListBase,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import { PAGE_SIZE } from '../../../contract/limits';
import type { MemberRow } from '../../../contract/schemas/roles';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { EmptyList, PhoneOrTable, phoneListSx } from '../../components/listParts';
import { Pager } from '../../components/Pager';
import { PickerModal } from '../../components/PickerModal';
import { useRowDelete } from '../../components/useRowDelete';
import { SearchBar } from '../../components/SearchBar';
import { StatusChip } from '../../components/StatusChip';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { Rank } from '../../components/productParts';
import { PersonLines, personName, useShopOf } from '../../components/personParts';

const M = 'app.roles.members';
const P = 'app.roles.picker';
const Col = DataTable.Col<MemberRow>;
const BY_ID: SortPayload = { field: 'id', order: 'ASC' };
const NO_FILTER = {};

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
 * which lists the users without a role.
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
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const shopOf = useShopOf(M);
  const { isFetching } = useListContext();
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);

  const add = async (chosen: MemberRow[]) => {
    setBusy(true);
    try {
      const added = await dataProvider.roleMembersAdd(
        roleId,
        chosen.map((r) => Number(r.id)),
      );
      setPicking(false);
      notify(`${M}.added`, { type: 'success', messageArgs: { count: added } });
      refresh();
    } catch (e) {
      console.error('Failed to add members to the role', e);
      notify(failureOf(e).message ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
        <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setPicking(true)}>
          {translate(`${M}.add`)}
        </Button>
      </Box>
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
      <PickerModal<MemberRow>
        open={picking}
        title={translate(`${P}.title`)}
        resource="usersWithoutRole"
        filter={NO_FILTER}
        multiple
        keys={P}
        rowLabel={(r) => translate(`${P}.select`, { name: nameOf(r) })}
        onConfirm={(chosen) => void add(chosen)}
        onClose={() => setPicking(false)}
      >
        <Col label={`${M}.col_name`} disableSort render={nameOf} />
        <Col label={`${M}.col_email`} source="email" disableSort />
        <Col label={`${M}.col_shop`} disableSort render={shopOf} />
      </PickerModal>
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
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
