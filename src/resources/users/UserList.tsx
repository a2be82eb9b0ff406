import { useState } from 'react';
import {
  DataTable,
  useListContext,
  useTranslate,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Add from '@mui/icons-material/Add';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import type { UserDeleteReply, UserListRow } from '../../../contract/schemas/users';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ExportButton } from '../../components/ExportButton';
import {
  EmptyList,
  LinkButton,
  ListHeading,
  PhoneOrTable,
  phoneListSx,
} from '../../components/listParts';
import { OpenRecordButton, RowDeleteButton } from '../../components/rowButtons';
import { PagedList } from '../../components/ShopList';
import { useSession } from '../../providers/session';
import { PersonLines, personName, useShopOf } from '../../components/personParts';

const T = 'app.users.list';
const SORT: SortPayload = { field: 'id', order: 'ASC' };
const Col = DataTable.Col<UserListRow>;

/**
 * The system-user list (spec part 2 §2.1, /user-information): user id, shop name (the staff
 * label for type 3), first and last name, e-mail, phone and status, searched and paged by
 * the server, 10 a page; the export of the list as searched and the add button above it.
 * Each row opens the user's record, its edit form, or the delete confirmation (not on one's
 * own row).
 */
export default function UserList() {
  const translate = useTranslate();
  return (
    <PagedList
      resource="users"
      title={translate('app.menu.user-information')}
      sort={SORT}
      totalKey={`${T}.total`}
    >
      <ListHeading
        title={translate('app.menu.user-information')}
        keys={T}
        actions={<ListActions />}
      />
      <UserRows />
    </PagedList>
  );
}

/** Export (the list as searched now) and add. */
function ListActions() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const search = typeof filterValues.q === 'string' ? filterValues.q : undefined;
  return (
    <>
      <ExportButton
        endpoint="userExport"
        query={{ search }}
        label={translate(`${T}.export`)}
        title={translate(`${T}.export_label`)}
      />
      <LinkButton to="/users/create" icon={<Add />} primary>
        {translate(`${T}.create`)}
      </LinkButton>
    </>
  );
}

const nameOf = personName;

function StatusChip({ row }: { row: UserListRow }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={row.is_active ? 'success' : 'default'}
      label={translate(`${T}.${row.is_active ? 'active' : 'inactive'}`)}
    />
  );
}

/** What a delete did, as its message: removed, or kept switched off without personal data. */
const deletedKey = (deleted: RaRecord) =>
  `${T}.${(deleted as Partial<UserDeleteReply>).outcome === 'deactivated' ? 'deactivated' : 'deleted'}`;

/** The icons of a row: view, edit and delete (disabled, saying why, on one's own row). */
function useRowActions(onDelete: (row: UserListRow) => void) {
  const translate = useTranslate();
  const session = useSession();
  return (r: UserListRow) => {
    const name = nameOf(r);
    return {
      view: (
        <OpenRecordButton
          resource="users"
          id={r.id}
          type="show"
          readOnly
          label={translate(`${T}.view`, { name })}
        />
      ),
      edit: (
        <OpenRecordButton
          resource="users"
          id={r.id}
          readOnly={false}
          label={translate(`${T}.edit`, { name })}
        />
      ),
      remove: (
        <RowDeleteButton
          label={translate(`${T}.delete`, { name })}
          blocked={session?.uid === r.id ? translate(`${T}.delete_self`) : undefined}
          onClick={() => onDelete(r)}
        />
      ),
    };
  };
}

/** A table on a wider screen; on a phone a simple list of name, e-mail, shop, status and icons. */
function UserRows() {
  const translate = useTranslate();
  const [deleting, setDeleting] = useState<UserListRow | null>(null);
  const actions = useRowActions(setDeleting);
  return (
    <>
      <UserTable actions={actions} />
      <ConfirmDeleteDialog
        resource="users"
        record={deleting}
        title={translate(`${T}.delete_title`)}
        question={translate(`${T}.delete_question`)}
        name={deleting ? `${nameOf(deleting)} (${deleting.email})` : ''}
        successKey={deletedKey}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

type RowActions = ReturnType<typeof useRowActions>;

function UserTable({ actions }: { actions: RowActions }) {
  const shopOf = useShopOf(T);
  return (
    <PhoneOrTable<UserListRow>
      empty={<EmptyList keys={T} icon={PeopleOutlined} />}
      phone={{
        primaryText: nameOf,
        secondaryText: (r) => (
          <PersonLines row={r} shop={shopOf(r)} status={<StatusChip row={r} />} />
        ),
        rightIcon: (r) => {
          const a = actions(r);
          return (
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              {a.view}
              {a.edit}
              {a.remove}
            </Box>
          );
        },
        sx: phoneListSx,
      }}
    >
      <Col label={`${T}.col_id`} source="id" />
      <Col label={`${T}.col_shop`} disableSort render={shopOf} />
      <Col label={`${T}.col_first_name`} source="indiv_first_name" />
      <Col label={`${T}.col_last_name`} source="indiv_last_name" />
      <Col label={`${T}.col_email`} source="email" />
      <Col label={`${T}.col_tel`} disableSort render={(r) => r.com_tel || '-'} />
      <Col label={`${T}.col_status`} source="is_active" render={(r) => <StatusChip row={r} />} />
      <Col label={`${T}.col_view`} align="center" render={(r) => actions(r).view} />
      <Col label={`${T}.col_edit`} align="center" render={(r) => actions(r).edit} />
      <Col label={`${T}.col_delete`} align="center" render={(r) => actions(r).remove} />
    </PhoneOrTable>
  );
}
