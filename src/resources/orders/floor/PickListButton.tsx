import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import type { FulfilmentRow } from '../../../../contract/schemas/fulfilment';
import { ORDER_STATUS } from '../../../../contract/schemas/orders';
import { BusyButton } from '../../../components/BusyButton';
import { failureOf } from '../../../providers/apiErrors';
import { usePortalData } from '../../../providers/dataProvider';

const T = 'app.floor';

/**
 * Makes a pick list of the selected confirmed orders (a fulfilment list's bulk action): it
 * asks once, naming how many go on it and how many selected orders are left out for being in
 * another state; the orders then move to picking and the list opens for the picker.
 */
export function PickListButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = usePortalData();
  const { data, selectedIds } = useListContext<FulfilmentRow>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  // The status of each row seen on any page while the list is open: the selection spans pages.
  const statusesOf = (rows: FulfilmentRow[] | undefined) =>
    (rows ?? []).map((r) => [r.id, r.is_order] as const);
  const [seen, setSeen] = useState<ReadonlyMap<number, number>>(() => new Map(statusesOf(data)));
  const [seenPage, setSeenPage] = useState(data);
  if (data !== seenPage) {
    setSeenPage(data);
    setSeen((known) => new Map([...known, ...statusesOf(data)]));
  }
  const confirmed = selectedIds.map(Number).filter((id) => seen.get(id) === ORDER_STATUS.CONFIRMED);
  const skipped = selectedIds.length - confirmed.length;

  const create = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const list = await dataProvider.createPickList(confirmed);
      navigate(`/pick-lists/${list.id}`);
    } catch (e) {
      console.error('Error: Unable to create the pick list', e);
      notify(failureOf(e).message ?? translate('ra.notification.http_error'), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <BusyButton
        variant="outlined"
        size="small"
        busy={busy}
        disabled={confirmed.length === 0}
        onClick={() => setAsking(true)}
        icon={<PlaylistAddCheck />}
      >
        {translate(`${T}.create`, { count: confirmed.length })}
      </BusyButton>
      <Confirm
        isOpen={asking}
        title={translate(`${T}.create_title`, { count: confirmed.length })}
        content={
          skipped
            ? `${translate(`${T}.create_body`)} ${translate(`${T}.create_skipped`, { count: skipped })}`
            : translate(`${T}.create_body`)
        }
        confirm={translate(`${T}.create_button`)}
        confirmColor="primary"
        ConfirmIcon={PlaylistAddCheck}
        onConfirm={() => void create()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
