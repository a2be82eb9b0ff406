import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { NOTIFICATION_LIMIT } from '../../contract/limits';
import { api } from '../providers/http';
import { useSession } from '../providers/session';
import { formatDateTime } from '../components/format';

/** The bell: count and list of the user's newest notifications (limit 10). */
export function NotificationBell() {
  const translate = useTranslate();
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useQuery({
    queryKey: ['notifications', session?.uid],
    queryFn: ({ signal }) =>
      api('notifications', { query: { uid: session?.uid, limit: NOTIFICATION_LIMIT }, signal }),
    enabled: !!session,
    refetchInterval: 60_000,
  });
  const items = data?.data ?? [];
  const label = translate('app.shell.notifications');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          <Badge badgeContent={items.length} color="error">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 360, maxHeight: 420 } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
          {label}
        </Typography>
        {items.length === 0 && (
          <MenuItem disabled>{translate('app.shell.no_notifications')}</MenuItem>
        )}
        {items.map((n) => (
          <MenuItem key={n.id} onClick={() => setAnchor(null)} sx={{ whiteSpace: 'normal' }}>
            <ListItemText primary={n.message} secondary={formatDateTime(n.created_dt)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
