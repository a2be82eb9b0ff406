import { Link } from 'react-router-dom';
import {
  DataTable,
  List,
  SimpleList,
  useCreatePath,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { USER_TYPE } from '../../../contract/enums';
import { PAGE_SIZE } from '../../../contract/limits';
import type { UserListRow } from '../../../contract/schemas/users';
import { Pager } from '../../components/Pager';
import { EmptyList, ListHeading, listTableSx, SHORT_ROWS } from '../../components/listParts';
import { useIsPhone } from '../../components/useIsPhone';

const T = 'app.users.list';
const SORT: SortPayload = { field: 'id', order: 'ASC' };
const Col = DataTable.Col<UserListRow>;

/**
 * The system-user list (spec part 2 §2.1, /user-information): user id, shop name (the staff
 * label for type 3), first and last name, e-mail, phone and status, searched and paged by
 * the server, 10 a page. Each row opens the user's record.
 */
export default function UserList() {
  const translate = useTranslate();
  return (
    <List
      resource="users"
      title={translate('app.menu.user-information')}
      perPage={PAGE_SIZE}
      sort={SORT}
      queryOptions={SHORT_ROWS}
      actions={false}
      empty={false}
      pagination={<Pager totalKey={`${T}.total`} />}
      sx={{ '& .RaList-main': { pb: 2 } }}
    >
      <ListHeading
        title={translate('app.menu.user-information')}
        searchLabel={translate(`${T}.search_label`)}
        searchPlaceholder={translate(`${T}.search_placeholder`)}
      />
      <UserRows />
    </List>
  );
}

/** The shop column: the staff label for staff (type 3), else the user's shop. */
function useShopOf() {
  const translate = useTranslate();
  return (r: UserListRow) =>
    r.user_type_id === USER_TYPE.STAFF ? translate(`${T}.staff`) : (r.shop_name ?? '-');
}

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

/** A table on a wider screen; on a phone a simple list of name, e-mail, shop and status. */
function UserRows() {
  const isPhone = useIsPhone();
  const shopOf = useShopOf();
  if (isPhone) {
    return (
      <SimpleList<UserListRow>
        rowClick={false}
        empty={<EmptyList keys={T} icon={PeopleOutlined} />}
        primaryText={(r) => `${r.indiv_first_name} ${r.indiv_last_name}`.trim() || r.email}
        secondaryText={(r) => (
          <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <span>{r.email}</span>
            <span>{shopOf(r)}</span>
            <span>
              <StatusChip row={r} />
            </span>
          </Box>
        )}
        rightIcon={(r) => <ViewButton row={r} />}
        sx={{
          '& .MuiListItemIcon-root': { minWidth: 0 },
          '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
          '& .MuiListItemText-secondary': { overflowWrap: 'break-word' },
        }}
      />
    );
  }
  return <UserTable />;
}

function UserTable() {
  const shopOf = useShopOf();
  return (
    <>
      <DataTable<UserListRow>
        rowClick={false}
        bulkActionButtons={false}
        empty={<EmptyList keys={T} icon={PeopleOutlined} />}
        sx={listTableSx}
      >
        <Col label={`${T}.col_id`} source="id" />
        <Col label={`${T}.col_shop`} disableSort render={shopOf} />
        <Col label={`${T}.col_first_name`} source="indiv_first_name" />
        <Col label={`${T}.col_last_name`} source="indiv_last_name" />
        <Col label={`${T}.col_email`} source="email" />
        <Col label={`${T}.col_tel`} disableSort render={(r) => r.com_tel || '-'} />
        <Col label={`${T}.col_status`} source="is_active" render={(r) => <StatusChip row={r} />} />
        <Col label={`${T}.col_view`} align="center" render={(r) => <ViewButton row={r} />} />
      </DataTable>
    </>
  );
}

function ViewButton({ row }: { row: UserListRow }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = `${row.indiv_first_name} ${row.indiv_last_name}`.trim() || row.email;
  return (
    <Tooltip title={translate(`${T}.col_view`)}>
      <IconButton
        component={Link}
        to={createPath({ resource: 'users', id: row.id, type: 'show' })}
        aria-label={translate(`${T}.view`, { name })}
        color="primary"
        size="small"
      >
        <VisibilityOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
