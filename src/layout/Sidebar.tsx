import { Sidebar as RaSidebar, useTranslate, type SidebarProps } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** The side menu; on a phone it is a pop-up drawer (a dialog), named for screen readers. */
export function Sidebar(props: SidebarProps) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  return (
    <RaSidebar
      {...props}
      slotProps={
        phone ? { paper: { 'aria-label': translate('app.shell.main_menu') } } : props.slotProps
      }
    />
  );
}
