import { Link } from 'react-router-dom';
import {
  DataTable,
  List,
  useCreatePath,
  useListContext,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { USER_TYPE } from '../../../contract/enums';
import { PAGE_SIZE } from '../../../contract/limits';
import type { UserListRow } from '../../../contract/schemas/users';
import { Pager } from '../../components/Pager';
import { SearchBar } from '../../components/SearchBar';

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
      actions={false}
      empty={false}
      pagination={<Pager totalKey={`${T}.total`} />}
      sx={{ '& .RaList-main': { pb: 2 } }}
    >
      <UserTable />
    </List>
  );
}

function UserTable() {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  return (
    <>
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('app.menu.user-information')}
        </Typography>
      </Box>
      <Box sx={{ px: 2, py: 2 }}>
        <SearchBar
          label={translate(`${T}.search_label`)}
          placeholder={translate(`${T}.search_placeholder`)}
        />
      </Box>
      <Box sx={{ height: 4 }}>
        {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Box>
      <DataTable<UserListRow>
        rowClick={false}
        bulkActionButtons={false}
        empty={<EmptyUsers />}
        sx={{
          overflowX: 'auto',
          width: 0,
          minWidth: '100%',
          '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
        }}
      >
        <Col label={`${T}.col_id`} source="id" />
        <Col
          label={`${T}.col_shop`}
          disableSort
          render={(r) =>
            r.user_type_id === USER_TYPE.STAFF ? translate(`${T}.staff`) : (r.shop_name ?? '-')
          }
        />
        <Col label={`${T}.col_first_name`} source="indiv_first_name" />
        <Col label={`${T}.col_last_name`} source="indiv_last_name" />
        <Col label={`${T}.col_email`} source="email" />
        <Col label={`${T}.col_tel`} disableSort render={(r) => r.com_tel || '-'} />
        <Col
          label={`${T}.col_status`}
          source="is_active"
          render={(r) => (
            <Chip
              size="small"
              variant="outlined"
              color={r.is_active ? 'success' : 'default'}
              label={translate(`${T}.${r.is_active ? 'active' : 'inactive'}`)}
            />
          )}
        />
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

function EmptyUsers() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const q = typeof filterValues.q === 'string' ? filterValues.q : '';
  const Icon = q ? SearchOff : PeopleOutlined;
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Icon color="action" sx={{ fontSize: 56, mb: 1 }} />
      <Typography variant="h6" gutterBottom>
        {translate(`${T}.${q ? 'no_results_title' : 'empty_title'}`)}
      </Typography>
      {q && (
        <>
          <Typography color="text.secondary">{translate(`${T}.no_results_body`, { q })}</Typography>
          <Button sx={{ mt: 2 }} onClick={() => setFilters({}, {})}>
            {translate(`${T}.clear_search`)}
          </Button>
        </>
      )}
    </Box>
  );
}
