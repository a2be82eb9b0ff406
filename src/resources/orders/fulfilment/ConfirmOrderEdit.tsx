import { useEffect, useState } from 'react';
import {
  Edit,
  Form,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import { CONFIRM_STAGE, confirmOrderForm } from '../../../../contract/schemas/fulfilment';
import { contractResolver } from '../../../components/contractResolver';
import { FormSelect, ShownValue, type Option } from '../../../components/formInputs';
import { usePortalData } from '../../../providers/dataProvider';
import { OrderForm } from '../OrderForm';
import { OrderHistory } from '../OrderHistory';
import { useOrderQuery } from '../useOrderQuery';

const T = 'app.fulfilment.detail';
const resolver = contractResolver(confirmOrderForm);

/**
 * The confirm-order edit (/confirm-order/:id; spec part 3 §2 "Confirm-order edit", path
 * /confirm-order/edit-confirm-order): the order read-only, its current status, and a select
 * of the statuses the user may move it to (from the server) with save; the status is required
 * ('กรุณาเลือกข้อมูลสถานะ'). When is_confirm_order is 3 the order is final: the status is
 * read-only and there is no save. Below the form, the statuses the order has passed.
 */
export default function ConfirmOrderEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  // The status to choose starts empty: the user picks the move and saves it.
  const queryOptions = useOrderQuery('confirm-order', (form) => ({ ...form, is_order: undefined }));
  return (
    <Edit
      resource="confirm-order"
      title={translate(`${T}.title_confirm`)}
      actions={false}
      mutationMode="pessimistic"
      // The order's fields are shown disabled, so the form's values lack them: the shop is the record's.
      transform={(data: RaRecord, options?: { previousData?: RaRecord }) => ({
        shop_id: options?.previousData?.shop_id ?? data.shop_id,
        is_order: data.is_order,
      })}
      mutationOptions={{
        onSuccess: (_: unknown, variables: { previousData?: RaRecord }) => {
          notify(`${T}.saved`, {
            type: 'success',
            messageArgs: { order: variables.previousData?.order_id ?? '' },
          });
          redirect('list', 'confirm-order');
        },
      }}
      queryOptions={queryOptions}
    >
      <ConfirmBody />
    </Edit>
  );
}

function ConfirmBody() {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = usePortalData();
  const final = record?.is_confirm_order === CONFIRM_STAGE.FINAL;
  // null while the choices load.
  const [choices, setChoices] = useState<Option[] | null>(null);
  const id = record?.id as number | undefined;
  useEffect(() => {
    if (final || !id) return;
    let live = true;
    dataProvider
      .getConfirmStatusChoices(id)
      // The first is the order's own status, shown beside the select.
      .then(
        (rows) => live && setChoices(rows.slice(1).map((r) => ({ id: r.id, name: r.enum_desc }))),
      )
      .catch((e: unknown) => console.error('Error: Unable to fetch data', e));
    return () => {
      live = false;
    };
  }, [dataProvider, id, final]);
  // Final, or nothing the user may move it to now (the warehouse's turn, say): no save.
  const locked = final || choices?.length === 0;
  return (
    <>
      <Form resolver={resolver} mode="onSubmit" warnWhenUnsavedChanges noValidate>
        <OrderForm
          title={translate(`${T}.title_confirm`)}
          readOnly
          canSave={!locked}
          back="confirm-order"
          status={<StatusChoice final={final} choices={locked ? null : (choices ?? [])} />}
        />
      </Form>
      <OrderHistory />
    </>
  );
}

/**
 * The current status and the select of the next ones (`choices`); without choices the order
 * is final, or it is not the user's turn: a note says so.
 */
function StatusChoice({ final, choices }: { final: boolean; choices: Option[] | null }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const current = record?.order_status ? String(record.order_status) : '';
  return (
    <>
      <ShownValue label={translate(`${T}.current_status`)} value={current} />
      {choices === null ? (
        <Alert severity="info" sx={{ alignSelf: 'center' }}>
          {translate(`${T}.${final ? 'final' : 'no_moves'}`)}
        </Alert>
      ) : (
        <FormSelect
          name="is_order"
          label={translate(`${T}.new_status`)}
          options={choices}
          required
        />
      )}
    </>
  );
}
