import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Authenticated, CanAccess, Title, useTranslate } from 'react-admin';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { MenuKey } from '../../contract/enums';
import type { CallResource } from '../providers/access';
import { firstActivePath, getSession } from '../providers/session';
import { useDocumentTitle } from './documentTitle';

/** Sends the user to the first active menu (a screen whose menu is inactive). */
export function RedirectToFirstMenu() {
  return <Navigate to={firstActivePath()} replace />;
}

/**
 * A signed-in screen that belongs to a menu: shown only while that menu is active. A screen
 * named by its own resource (the floor's /pack) also needs the call behind it
 * (providers/access.ts RESOURCE_CALLS).
 */
export function MenuRoute({
  menu,
  children,
}: {
  menu: MenuKey | CallResource;
  children: ReactNode;
}) {
  return (
    <Authenticated>
      <CanAccess resource={menu} action="list" accessDenied={<RedirectToFirstMenu />}>
        {children}
      </CanAccess>
    </Authenticated>
  );
}

/** A signed-in screen of no menu (profile, privacy notice). */
export const SignedIn = ({ children }: { children: ReactNode }) => (
  <Authenticated>{children}</Authenticated>
);

/** A public screen: a signed-in visit goes to '/'. */
export function PublicOnly({ children }: { children: ReactNode }) {
  return getSession() ? <Navigate to="/" replace /> : <>{children}</>;
}

/** Shown when the user's role has no active menu at all. */
export function NoAccess() {
  const translate = useTranslate();
  useDocumentTitle(translate('app.no_access.title'));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.no_access.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.no_access.title')}
        </Typography>
        <Typography>{translate('app.no_access.body')}</Typography>
      </CardContent>
    </Card>
  );
}
