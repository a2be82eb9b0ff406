import { forwardRef, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logout, UserMenuContextProvider, useTranslate, useUserMenu } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { useSession } from '../providers/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { openShortcutsHelp } from '../components/shortcuts/catalogue';

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; icon: ReactNode; label: string }>(
  function LinkItem({ to, icon, label }, ref) {
    const menu = useUserMenu();
    return (
      <MenuItem component={Link} to={to} ref={ref} onClick={() => menu?.onClose()}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  },
);

/**
 * The profile menu of the top bar: the user's name, e-mail and phone above the actions (edit
 * profile, change password, terms, logout). Below the desktop width the button shows an icon only.
 */
export function ProfileMenu() {
  const session = useSession();
  const translate = useTranslate();
  const wide = useMediaQuery<Theme>((t) => t.breakpoints.up('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const label = translate('ra.auth.user_menu');
  const fullName = `${session?.firstName ?? ''} ${session?.lastName ?? ''}`.trim();
  const shown = fullName || session?.email || '';
  const buttonProps = {
    color: 'inherit' as const,
    // The wide button shows the user's name; its accessible name contains it (label in name).
    'aria-label': wide ? translate('app.shell.profile_of', { name: shown }) : label,
    'aria-haspopup': 'true' as const,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };

  return (
    <>
      {wide ? (
        <Button {...buttonProps} startIcon={<AccountCircle />} sx={{ textTransform: 'none' }}>
          {shown}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton {...buttonProps}>
            <AccountCircle />
          </IconButton>
        </Tooltip>
      )}
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="profile-summary">
          <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {session?.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {session?.contactNumber}
          </Typography>
        </Box>
        <Divider />
        <UserMenuContextProvider value={context}>
          <MenuList autoFocusItem aria-label={label}>
            <LinkItem
              to="/edit-user-profile"
              icon={<EditOutlined />}
              label={translate('app.shell.edit_profile')}
            />
            <LinkItem
              to="/developer"
              icon={<ApiOutlined />}
              label={translate('app.shell.developer')}
            />
            <MenuItem
              onClick={() => {
                close();
                setChanging(true);
              }}
            >
              <ListItemIcon>
                <KeyOutlined />
              </ListItemIcon>
              <ListItemText>{translate('app.shell.change_password')}</ListItemText>
            </MenuItem>
            <MenuItem
              onClick={() => {
                close();
                openShortcutsHelp();
              }}
            >
              <ListItemIcon>
                <KeyboardOutlined />
              </ListItemIcon>
              <ListItemText>{translate('app.shell.shortcuts')}</ListItemText>
            </MenuItem>
            <LinkItem to="/terms" icon={<GavelOutlined />} label={translate('app.shell.terms')} />
            <Divider component="li" role="separator" />
            <Logout />
          </MenuList>
        </UserMenuContextProvider>
      </Popover>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
