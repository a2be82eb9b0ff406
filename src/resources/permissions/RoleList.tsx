import { Link } from 'react-router-dom';
import { DataTable, useTranslate } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import type { RoleRow } from '../../../contract/schemas/roles';
import { EmptyList, LinkButton, ListHeading, ListRows } from '../../components/listParts';
import { STACKED_ROWS } from '../../components/personParts';
import { OpenRecordButton } from '../../components/rowButtons';
import { PagedList } from '../../components/ShopList';
import { useRowDelete } from '../../components/useRowDelete';
import { useSession } from '../../providers/session';
import { Rank } from '../../components/productParts';
import { accessPath } from './accessPath';

const T = 'app.roles.list';
const Col = DataTable.Col<RoleRow>;
const NO_FILTER = {};

/**
 * The role list (spec part 3 §2 "Licence list", /permissions; the spec's /license-list): the
 * roles searched and paged by the server, each with its row number, name, description and
 * member count, an icon that sets the role's members and menus, an edit and a delete (with
 * its confirmation; a role that still has members is refused with the server's message).
 */
export default function RoleList() {
  const translate = useTranslate();
  const title = translate('app.menu.licenset-list');
  return (
    <PagedList resource="permissions" title={title} totalKey={`${T}.total`} filter={NO_FILTER}>
      <ListHeading
        title={title}
        keys={T}
        actions={
          <>
            <CreateUserListButton />
            <LinkButton to="/permissions/create" icon={<Add />} primary>
              {translate(`${T}.create`)}
            </LinkButton>
          </>
        }
      />
      <RoleRows />
    </PagedList>
  );
}

/**
 * The spec's 'create user list' button, hidden for user type 3 (spec part 3 §2, §6). Role
 * administration is open to staff only (the server refuses every other user type), so in
 * practice no one who sees this list sees the button; it is kept, in this one place, so the
 * screen follows the spec should role administration ever open to other user types.
 */
function CreateUserListButton() {
  const translate = useTranslate();
  const isStaff = useSession()?.isStaff ?? true;
  if (isStaff) return null;
  return (
    <LinkButton to="/users/create" icon={<PersonAddAlt />}>
      {translate(`${T}.create_user_list`)}
    </LinkButton>
  );
}

/** The icon that opens the role's members and menu access. */
function AccessButton({ row }: { row: RoleRow }) {
  const translate = useTranslate();
  const label = translate(`${T}.access`, { name: row.enum_desc });
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={accessPath(row.id)}
        aria-label={label}
        color="primary"
        size="small"
      >
        <ManageAccountsOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** A table on a wider screen; on a phone a simple list of each role's name, text and members. */
function RoleRows() {
  const translate = useTranslate();
  const { button: remove, dialog } = useRowDelete<RoleRow>({
    resource: 'permissions',
    keys: T,
    labelArgs: (r) => ({ name: r.enum_desc }),
    nameOf: (r) => r.enum_desc,
  });
  const members = (r: RoleRow) => translate(`${T}.members`, { count: r.member_count });
  const edit = (r: RoleRow) => (
    <OpenRecordButton
      resource="permissions"
      id={r.id}
      label={translate(`${T}.edit`, { name: r.enum_desc })}
      readOnly={false}
    />
  );
  const empty = (
    <EmptyList keys={T} icon={AdminPanelSettingsOutlined} body={translate(`${T}.empty_body`)} />
  );
  return (
    <>
      <ListRows<RoleRow>
        empty={empty}
        primary={(r) => r.enum_desc}
        facts={(r) => (
          <>
            {r.enum_desc_th && <span>{r.enum_desc_th}</span>}
            <span>
              {translate(`${T}.col_members`)}: {members(r)}
            </span>
          </>
        )}
        buttons={(r) => (
          <>
            <AccessButton row={r} />
            {edit(r)}
            {remove(r)}
          </>
        )}
        {...STACKED_ROWS}
      >
        <Col label={`${T}.col_rank`} render={(r) => <Rank id={r.id} />} />
        <Col label={`${T}.col_name`} source="enum_desc" disableSort />
        <Col
          label={`${T}.col_description`}
          disableSort
          render={(r) => r.enum_desc_th || '-'}
          sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}
        />
        <Col label={`${T}.col_members`} align="right" disableSort render={members} />
        <Col label={`${T}.col_access`} align="center" render={(r) => <AccessButton row={r} />} />
        <Col label={`${T}.col_edit`} align="center" render={edit} />
        <Col label={`${T}.col_delete`} align="center" render={remove} />
      </ListRows>
      {dialog}
    </>
  );
}
