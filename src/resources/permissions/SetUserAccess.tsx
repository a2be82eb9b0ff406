import { Link, Navigate, useParams } from 'react-router-dom';
import { Title, useGetOne, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { RoleRow } from '../../../contract/schemas/roles';
import { AuditTrail } from '../../components/AuditTrail';
import { useDocumentTitle } from '../../components/documentTitle';
import { RecordLoading } from '../../components/RecordLoading';
import { ACCESS_TABS, accessPath, type AccessTab } from './accessPath';
import { RoleMembers } from './RoleMembers';
import { RoleMenuAccess } from './RoleMenuAccess';

const A = 'app.roles.access';

const isTab = (value: string): value is AccessTab =>
  (ACCESS_TABS as readonly string[]).includes(value);

/**
 * Set user access (/permissions/:id/access/<tab>; the spec's /license-list/set-user-access
 * reads the role's id from storage): the role's name as the title, then its tabs, each its own
 * address: the members, the menu access, and the role's change history.
 */
export default function SetUserAccess() {
  const params = useParams();
  const translate = useTranslate();
  const roleId = Number(params.id);
  const valid = Number.isInteger(roleId) && roleId > 0;
  const tab = params['*'] ?? '';
  const {
    data: role,
    isPending,
    error,
  } = useGetOne<RoleRow>('permissions', { id: roleId }, { enabled: valid, retry: false });
  useDocumentTitle(translate(`${A}.title`), role?.enum_desc);
  if (!valid) return <Navigate to="/permissions" replace />;
  if (!isTab(tab)) return <Navigate to={accessPath(roleId)} replace />;
  if (!role) {
    return (
      <RecordLoading
        title={translate(`${A}.title`)}
        pending={isPending}
        error={error}
        failedMessage={translate(`${A}.load_failed`)}
        backTo="/permissions"
        backLabel={translate(`${A}.back`)}
      />
    );
  }
  return (
    <Card sx={{ mt: { xs: 1, sm: 2 }, mb: 2 }}>
      <Title title={role.enum_desc} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
          px: 2,
          pt: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {translate(`${A}.title`)}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {role.enum_desc}
          </Typography>
          {role.enum_desc_th && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {role.enum_desc_th}
            </Typography>
          )}
        </Box>
        <Button component={Link} to="/permissions" variant="outlined" startIcon={<ArrowBack />}>
          {translate(`${A}.back`)}
        </Button>
      </Box>
      <Tabs
        value={tab}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate(`${A}.tabs_label`)}
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 2 }, mt: 1 }}
      >
        {ACCESS_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            component={Link}
            to={accessPath(roleId, t)}
            id={`role-tab-${t}`}
            aria-controls={t === tab ? `role-panel-${t}` : undefined}
            label={translate(`${A}.tab_${t}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`role-panel-${tab}`} aria-labelledby={`role-tab-${tab}`}>
        {tab === 'members' && <RoleMembers roleId={roleId} />}
        {tab === 'menus' && <RoleMenuAccess roleId={roleId} />}
        {tab === 'history' && (
          <Box sx={{ p: { xs: 1, sm: 2 } }}>
            <AuditTrail resource="roleAudit" filter={{ role_id: roleId }} />
          </Box>
        )}
      </Box>
    </Card>
  );
}
