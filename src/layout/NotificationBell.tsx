import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import Badge from '@mui/material/Badge';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { formatDateTime } from '../components/format';
import { useNotifications } from './useNotifications';

/**
 * The bell: the unread count and the newest notifications (limit 10). Opening the list marks
 * the shown ones read; those that were unread keep a 'new' mark while the list is open.
 */
export function NotificationBell() {
  const translate = useTranslate();
  const titleId = useId();
  const { items, unread, markRead } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const label = translate('app.shell.notifications');
  /** The badge's text (MUI shows 99+ above 99); the button's name contains it. */
  const shown = unread > 99 ? '99+' : String(unread);
  const name = unread > 0 ? translate('app.shell.notifications_unread', { count: shown }) : label;

  const open = (target: HTMLElement) => {
    const ids = items.filter((n) => !n.is_read).map((n) => n.id);
    setFresh(new Set(ids));
    setAnchor(target);
    markRead(ids);
  };
  const choose = (id: number, isRead: boolean) => {
    if (!isRead) markRead([id]);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={name}>
        <IconButton
          color="inherit"
          aria-label={name}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => open(e.currentTarget)}
        >
          {/* No badge at 0: a hidden badge would keep its last count as text in the button. */}
          {unread > 0 ? (
            <Badge badgeContent={shown} color="error">
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 440 } },
        }}
      >
        <Typography id={titleId} component="h2" variant="subtitle2" sx={{ px: 2, py: 1.5 }}>
          {label}
        </Typography>
        <Divider />
        {items.length === 0 ? (
          <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
            {translate('app.shell.no_notifications')}
          </Typography>
        ) : (
          <MenuList autoFocusItem aria-labelledby={titleId} dense>
            {items.map((n) => (
              <MenuItem
                key={n.id}
                onClick={() => choose(n.id, n.is_read)}
                sx={{ whiteSpace: 'normal', alignItems: 'flex-start', gap: 1 }}
              >
                <ListItemText
                  primary={n.message}
                  secondary={formatDateTime(n.created_dt)}
                  slotProps={{
                    primary: { sx: { fontWeight: fresh.has(n.id) ? 600 : undefined } },
                    secondary: { color: 'text.secondary' },
                  }}
                />
                {fresh.has(n.id) && (
                  <Chip
                    size="small"
                    color="primary"
                    label={translate('app.shell.new_notification')}
                    sx={{ mt: 0.5 }}
                  />
                )}
              </MenuItem>
            ))}
          </MenuList>
        )}
      </Popover>
    </>
  );
}
