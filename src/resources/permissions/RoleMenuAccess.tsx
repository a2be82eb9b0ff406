import { useEffect, useMemo, useState } from 'react';
import {
  ListContextProvider,
  useList,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MenuAccessItem } from '../../../contract/schemas/auth';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { SelectableList, SelectRowCheckbox } from '../../components/SelectableList';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';
import { useLeaveWarning } from './useLeaveWarning';

const A = 'app.roles.menus';

/** A menu of the catalogue as the checklist lists it. */
interface MenuChoice {
  id: number;
  menu_key: string;
  name: string;
}

const menuAccessKey = (roleId: number) => ['roleMenuAccess', roleId] as const;

/**
 * The menu-access tab of a role (spec part 3 §2 "Set user access"): a checkbox per menu of
 * the catalogue, the select-all and the counter 'selected X / Y' (the portal's selectable
 * list), and Save. A refusal (the last one who could administer roles would lose the role
 * menu) shows the server's message and puts the boxes back as stored.
 */
export function RoleMenuAccess({ roleId }: { roleId: number }) {
  const translate = useTranslate();
  const dataProvider = usePortalData();
  const { data, error, isPending } = useQuery({
    queryKey: menuAccessKey(roleId),
    queryFn: ({ signal }) => dataProvider.roleMenuAccess(roleId, signal),
    retry: false,
  });
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={translate('app.shell.loading')} />
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {failureOf(error).message ?? translate(`${A}.load_failed`)}
      </Alert>
    );
  }
  return <MenuChecklist roleId={roleId} rows={data} />;
}

function MenuChecklist({ roleId, rows }: { roleId: number; rows: MenuAccessItem[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = usePortalData();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);

  // The display names are the app's own menu names, as the side menu shows them.
  const choices = useMemo<MenuChoice[]>(
    () =>
      rows.map((r) => ({
        id: r.menu_id,
        menu_key: r.menu_key,
        name: translate(`app.menu.${r.menu_key}`, { _: r.display_menu_name_th }),
      })),
    [rows, translate],
  );
  const stored = useMemo(() => rows.filter((r) => r.is_active).map((r) => r.menu_id), [rows]);
  // Every menu on one page: the selectable list's select-all then covers the catalogue.
  const list = useList<MenuChoice>({ data: choices, perPage: Math.max(choices.length, 1) });
  const { selectedIds, onSelect } = list;
  // The boxes start as stored, and go back to it each time the access is read again.
  useEffect(() => onSelect(stored), [stored, onSelect]);

  const dirty = !sameIds(selectedIds, stored);
  useLeaveWarning(dirty);

  const save = useMutation({
    mutationFn: () =>
      dataProvider.roleMenuAccessUpdate(
        roleId,
        choices.map((c) => ({ menu_id: c.id, is_active: selectedIds.includes(c.id) })),
      ),
    onSuccess: (fresh) => {
      setRefusal(null);
      queryClient.setQueryData(menuAccessKey(roleId), fresh);
      void queryClient.invalidateQueries({ queryKey: ['roleAudit'] });
      notify(`${A}.saved`, { type: 'success' });
    },
    onError: (e) => {
      console.error("Failed to save the role's menu access", e);
      setRefusal(failureOf(e).message ?? translate('ra.notification.http_error'));
      onSelect(stored);
      void queryClient.invalidateQueries({ queryKey: menuAccessKey(roleId) });
    },
  });

  return (
    <ListContextProvider value={list}>
      <Typography color="text.secondary" sx={{ px: 2, py: 2 }}>
        {translate(`${A}.intro`)}
      </Typography>
      {refusal && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }} onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
      <SelectableList />
      <Box
        component="ul"
        aria-label={translate(`${A}.list_label`)}
        sx={{
          listStyle: 'none',
          m: 0,
          px: 2,
          py: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, 1fr)' },
          columnGap: 2,
        }}
      >
        {choices.map((c) => (
          <Box component="li" key={c.id}>
            <Box
              component="label"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, cursor: 'pointer' }}
            >
              <SelectRowCheckbox id={c.id} label={c.name} />
              <Typography component="span">{c.name}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, p: 2 }}>
        <Button
          variant="outlined"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setRefusal(null);
            onSelect(stored);
          }}
        >
          {translate(`${A}.reset`)}
        </Button>
        <Button
          variant="contained"
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate()}
        >
          {translate(`${A}.save`)}
        </Button>
      </Box>
      <FullScreenSpinner open={save.isPending} label={translate('app.shell.loading')} />
    </ListContextProvider>
  );
}

/** The same ids, in any order. */
function sameIds(a: Identifier[], b: Identifier[]) {
  if (a.length !== b.length) return false;
  const set = new Set(a.map(String));
  return b.every((id) => set.has(String(id)));
}
