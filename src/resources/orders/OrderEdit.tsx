import { Edit, Form, Title, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ORDER_STATUS } from '../../../contract/schemas/orders';
import { useSession } from '../../providers/session';
import { OrderForm } from './OrderForm';
import { orderPayload, orderResolver } from './orderValues';
import { useOrderQuery } from './useOrderQuery';
import { useOrderSave } from './useOrderSave';

const F = 'app.orders.form';

/**
 * Edit order (/orders/:id; spec part 2 §2.4 /order-list/edit-order): the same form; read-only
 * for staff and for an order past draft (spec §4.4), with no save or picker buttons.
 */
export default function OrderEdit() {
  const queryOptions = useOrderQuery('orders');
  const save = useOrderSave('updated');
  return (
    <Edit
      resource="orders"
      actions={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: save.onSuccess }}
      transform={(data: RaRecord) => orderPayload(data, true)}
      redirect={false}
      queryOptions={queryOptions}
    >
      <EditBody uploading={save.uploading} />
    </Edit>
  );
}

function EditBody({ uploading }: { uploading: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const isStaff = !!useSession()?.isStaff;
  const readOnly = isStaff || record?.is_order !== ORDER_STATUS.DRAFT;
  const title = translate(`${F}.${readOnly ? 'title_view' : 'title_edit'}`);
  return (
    <Form resolver={orderResolver} mode="onTouched" warnWhenUnsavedChanges noValidate>
      <Title title={title} />
      <OrderForm title={title} readOnly={readOnly} uploading={uploading} />
    </Form>
  );
}
