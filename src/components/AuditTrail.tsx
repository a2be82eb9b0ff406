import { useMemo } from 'react';
import { ListContextProvider, useListContext, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { MENU_KEYS, type MenuKey } from '../../contract/enums';
import type { AuditChange, AuditRow } from '../../contract/schemas/roles';
import { formatDateTime } from './format';
import { EmptyList, useOwnList } from './listParts';
import { Pager } from './Pager';
import { failureOf } from '../providers/apiErrors';

const A = 'app.audit';

/** The label of a changed field: a menu's name for `menu:<key>`, else the catalogue's name. */
function useFieldLabel() {
  const translate = useTranslate();
  return (field: string) => {
    const menu = field.startsWith('menu:') ? field.slice(5) : undefined;
    if (menu && MENU_KEYS.includes(menu as MenuKey))
      return translate(`${A}.menu_field`, { menu: translate(`app.menu.${menu}`) });
    if (field.startsWith('counted:'))
      return translate(`${A}.counted_field`, { code: field.slice('counted:'.length) });
    return translate(`${A}.field.${field}`, { _: field });
  };
}

/** A value as a person reads it: flags in words, nothing as a dash. */
function useValueText() {
  const translate = useTranslate();
  return (field: string, value: string | null) => {
    if (value === null) return translate(`${A}.no_value`);
    if (field === 'booking_status') return translate(`app.bookings.status.${value}`, { _: value });
    if (field === 'is_order') return translate(`app.orders.status.${value}`, { _: value });
    if (value === 'true' || value === 'false') {
      const on = value === 'true';
      if (field === 'is_active') return translate(`${A}.${on ? 'active' : 'inactive'}`);
      if (field.startsWith('menu:')) return translate(`${A}.${on ? 'menu_on' : 'menu_off'}`);
      return translate(`${A}.${on ? 'yes' : 'no'}`);
    }
    return value;
  };
}

function Change({ change }: { change: AuditChange }) {
  const label = useFieldLabel();
  const text = useValueText();
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label(change.field)}
      </Box>
      {': '}
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {text(change.field, change.before)}
      </Box>
      {' → '}
      <span>{text(change.field, change.after)}</span>
    </Box>
  );
}

function Entry({ row }: { row: AuditRow }) {
  const translate = useTranslate();
  return (
    <ListItem
      divider
      sx={{ display: 'block', px: 2, py: 1.5 }}
      aria-label={translate(`${A}.entry`, {
        action: translate(`${A}.action.${row.action}`),
        date: formatDateTime(row.at),
      })}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Chip size="small" variant="outlined" label={translate(`${A}.action.${row.action}`)} />
        <Typography variant="body2" color="text.secondary">
          {translate(`${A}.by`, {
            date: formatDateTime(row.at),
            name: row.actor_name ?? translate(`${A}.actor_unknown`),
          })}
        </Typography>
      </Box>
      {row.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {row.changes.map((c, i) => (
            <Change key={`${c.field}-${i}`} change={c} />
          ))}
        </Box>
      )}
    </ListItem>
  );
}

function Entries() {
  const translate = useTranslate();
  const list = useListContext<AuditRow>();
  if (list.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={translate('app.shell.loading')} />
      </Box>
    );
  if (list.error)
    return (
      <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
        {failureOf(list.error).message || translate(`${A}.load_failed`)}
      </Alert>
    );
  if (!list.data?.length) return <EmptyList keys={A} icon={HistoryOutlined} />;
  return (
    <List disablePadding>
      {list.data.map((row) => (
        <Entry key={row.id} row={row} />
      ))}
    </List>
  );
}

/**
 * The change history of a user, a role, a booking or an order (beyond the spec: every change to
 * a user, a role, its members or its menu access, and each status a booking or an order passes,
 * is recorded on the server): newest first, 10 a page, each entry saying what was done, when and
 * by whom, and each changed field before → after.
 */
export function AuditTrail({
  resource,
  filter,
}: {
  resource: 'userAudit' | 'roleAudit' | 'bookingAudit' | 'orderAudit';
  filter: { user_id: number } | { role_id: number } | { booking_id: number } | { order_id: number };
}) {
  const translate = useTranslate();
  const key = JSON.stringify(filter);
  const stable = useMemo(() => JSON.parse(key) as Record<string, number>, [key]);
  const list = useOwnList<AuditRow>({ resource, filter: stable });
  return (
    <ListContextProvider value={list}>
      <Card component="section" aria-labelledby={`${resource}-title`} variant="outlined">
        <Typography
          id={`${resource}-title`}
          variant="h6"
          component="h2"
          sx={{ px: 2, pt: 2, pb: 1 }}
        >
          {translate(`${A}.title`)}
        </Typography>
        <Entries />
        <Box sx={{ px: 2 }}>
          <Pager totalKey={`${A}.total`} />
        </Box>
      </Card>
    </ListContextProvider>
  );
}
