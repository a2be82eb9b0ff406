import { useState } from 'react';
import { Confirm, DataTable, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import type { CandidateRow, RoleRow } from '../../../contract/schemas/roles';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { PickerModal } from '../../components/PickerModal';
import { STACKED_LINES, personName, useShopOf } from '../../components/personParts';
import { useIsPhone } from '../../components/useIsPhone';
import { failureOf } from '../../providers/apiErrors';
import { usePortalData } from '../../providers/dataProvider';

const M = 'app.roles.members';
const P = 'app.roles.picker';
const Col = DataTable.Col<CandidateRow>;
const NO_FILTER = {};

/** The chosen users who leave another role by joining this one (a user has one role). */
const leaversOf = (chosen: CandidateRow[], roleId: number) =>
  chosen.filter((r) => r.role_id !== null && r.role_id !== roleId);

/**
 * The add-member button of a role's members tab, its picker and the move's confirmation. The
 * picker lists every user with the role they have (the role's own members cannot be chosen
 * again); choosing users who have another role asks first, naming the role each leaves, as the
 * server moves them (spec part 3 "Set user access"; a user has one role).
 */
export function AddMembers({ roleId }: { roleId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalData();
  const isPhone = useIsPhone();
  const shopOf = useShopOf(M);
  // The screen has read the role already: its name comes from the cache.
  const { data: role } = useGetOne<RoleRow>('permissions', { id: roleId });
  const [picking, setPicking] = useState(false);
  const [moving, setMoving] = useState<CandidateRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (chosen: CandidateRow[]) => {
    setBusy(true);
    try {
      const { added, moved } = await dataProvider.roleMembersAdd(
        roleId,
        chosen.map((r) => Number(r.id)),
      );
      setPicking(false);
      if (added === 0) notify(`${M}.nothing_added`, { type: 'info' });
      else
        notify(moved ? `${M}.added_moved` : `${M}.added`, {
          type: 'success',
          messageArgs: { count: added, moved },
        });
      refresh();
    } catch (e) {
      console.error('Failed to add members to the role', e);
      notify(failureOf(e).message ?? 'ra.notification.http_error', { type: 'error' });
    } finally {
      setMoving(null);
      setBusy(false);
    }
  };

  const choose = (chosen: CandidateRow[]) => {
    if (leaversOf(chosen, roleId).length) setMoving(chosen);
    else void add(chosen);
  };

  const roleOf = (r: CandidateRow) => r.role_name ?? translate(`${P}.no_role`);
  const member = (r: CandidateRow) => r.role_id === roleId;

  return (
    <>
      <Button variant="contained" startIcon={<PersonAddAlt />} onClick={() => setPicking(true)}>
        {translate(`${M}.add`)}
      </Button>
      <PickerModal<CandidateRow>
        open={picking}
        title={translate(`${P}.title`)}
        resource="roleCandidates"
        filter={NO_FILTER}
        multiple
        keys={P}
        rowLabel={(r) =>
          translate(member(r) ? `${P}.already_member` : `${P}.select`, { name: personName(r) })
        }
        unavailable={member}
        onConfirm={choose}
        onClose={() => setPicking(false)}
      >
        {isPhone ? (
          // A phone's narrow table: the name over the e-mail, then the role.
          <Col
            label={`${M}.col_name`}
            disableSort
            render={(r) => (
              <Box component="span" sx={{ ...STACKED_LINES, overflowWrap: 'anywhere' }}>
                <span>{personName(r)}</span>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {r.email}
                </Box>
              </Box>
            )}
          />
        ) : (
          <Col label={`${M}.col_name`} disableSort render={personName} />
        )}
        {!isPhone && <Col label={`${M}.col_email`} source="email" disableSort />}
        {!isPhone && <Col label={`${M}.col_shop`} disableSort render={shopOf} />}
        <Col label={`${P}.col_role`} disableSort render={roleOf} />
      </PickerModal>
      <Confirm
        isOpen={moving !== null}
        loading={busy}
        title={`${M}.move_title`}
        content={
          moving && <MoveQuestion leavers={leaversOf(moving, roleId)} to={role?.enum_desc ?? ''} />
        }
        confirm={`${M}.move_confirm`}
        onConfirm={() => moving && void add(moving)}
        onClose={() => setMoving(null)}
      />
      <FullScreenSpinner open={busy} label={translate('app.shell.loading')} />
    </>
  );
}

/** The move's question: the one user and the role they leave, or each user and theirs. */
function MoveQuestion({ leavers, to }: { leavers: CandidateRow[]; to: string }) {
  const translate = useTranslate();
  const [one] = leavers;
  return (
    <>
      <DialogContentText>
        {leavers.length === 1
          ? translate(`${M}.move_one`, { name: personName(one), from: one.role_name, to })
          : translate(`${M}.move_many`, { count: leavers.length, to })}
      </DialogContentText>
      {leavers.length > 1 && (
        <Box component="ul" sx={{ my: 1, pl: 2.5, typography: 'body1' }}>
          {leavers.map((r) => (
            <li key={r.id}>
              {translate(`${M}.move_line`, { name: personName(r), from: r.role_name })}
            </li>
          ))}
        </Box>
      )}
      <DialogContentText sx={{ mt: 2 }}>{translate(`${M}.move_note`)}</DialogContentText>
    </>
  );
}
