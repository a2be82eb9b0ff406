import { Edit, Title, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ORDER_STATUS } from '../../../contract/schemas/orders';
import { RecordForm } from '../../components/RecordFormFrame';
import { useMayDo } from '../../providers/access';
import { OrderForm } from './OrderForm';
import { OrderHistory } from './OrderHistory';
import { orderPayload, orderResolver } from './orderValues';
import { useOrderQuery } from './useOrderQuery';
import { useOrderSave } from './useOrderSave';

const F = 'app.orders.form';

/**
 * Edit order (/orders/:id; spec part 2 §2.4 /order-list/edit-order): the same form; read-only
 * for those who may not change orders (staff) and for an order past draft (spec §4.4), with no save or picker buttons;
 * past draft, the statuses the order has passed below it.
 */
export default function OrderEdit() {
  const queryOptions = useOrderQuery('orders');
  const save = useOrderSave('updated');
  return (
    <Edit
      resource="orders"
      // The body names the screen (edit or view, by the order's status): no second title.
      title={false}
      actions={false}
      {...save.props}
      transform={(data: RaRecord) => orderPayload(data, true)}
      queryOptions={queryOptions}
    >
      <EditBody uploading={save.uploading} />
    </Edit>
  );
}

function EditBody({ uploading }: { uploading: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const mayEdit = useMayDo('orders', 'edit');
  const readOnly = !mayEdit || record?.is_order !== ORDER_STATUS.DRAFT;
  const title = translate(`${F}.${readOnly ? 'title_view' : 'title_edit'}`);
  return (
    <>
      <RecordForm resolver={orderResolver}>
        <Title title={title} />
        <OrderForm title={title} readOnly={readOnly} uploading={uploading} />
      </RecordForm>
      <OrderHistory />
    </>
  );
}
