import { forwardRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { useSession } from '../providers/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';

const LinkItem = forwardRef<
  HTMLAnchorElement,
  { to: string; icon: React.ReactNode; label: string }
>(function LinkItem({ to, icon, label }, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => menu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

function ChangePasswordItem({ onOpen }: { onOpen: () => void }) {
  const translate = useTranslate();
  const menu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <KeyOutlined />
      </ListItemIcon>
      <ListItemText>{translate('app.shell.change_password')}</ListItemText>
    </MenuItem>
  );
}

/** Profile dropdown: name, e-mail, phone, edit profile, change password, terms, logout. */
export function ProfileMenu() {
  const session = useSession();
  const translate = useTranslate();
  const [changing, setChanging] = useState(false);
  return (
    <>
      <UserMenu>
        <Box sx={{ px: 2, py: 1, minWidth: 240 }} data-testid="profile-summary">
          <Typography variant="subtitle1">
            {session?.firstName} {session?.lastName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {session?.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {session?.contactNumber}
          </Typography>
        </Box>
        <Divider />
        <LinkItem
          to="/edit-user-profile"
          icon={<EditOutlined />}
          label={translate('app.shell.edit_profile')}
        />
        <ChangePasswordItem onOpen={() => setChanging(true)} />
        <LinkItem to="/terms" icon={<GavelOutlined />} label={translate('app.shell.terms')} />
        <Divider />
        <Logout />
      </UserMenu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
