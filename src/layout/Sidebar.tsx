import { Sidebar as RaSidebar, useTranslate, type SidebarProps } from 'react-admin';
import { useIsPhone } from '../components/useIsPhone';

/** The side menu; on a phone it is a pop-up drawer (a dialog), named for screen readers. */
export function Sidebar(props: SidebarProps) {
  const translate = useTranslate();
  const phone = useIsPhone();
  return (
    <RaSidebar
      {...props}
      slotProps={
        phone ? { paper: { 'aria-label': translate('app.shell.main_menu') } } : props.slotProps
      }
    />
  );
}
