import { useMemo } from 'react';
import { Create, useTranslate, type RaRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useDocumentTitle } from '../../components/documentTitle';
import { RecordForm } from '../../components/RecordFormFrame';
import { useMayDo } from '../../providers/access';
import { useSession } from '../../providers/session';
import { OrderForm } from './OrderForm';
import { bangkokNow, orderPayload, orderResolver } from './orderValues';
import { useOrderSave } from './useOrderSave';

const F = 'app.orders.form';

/**
 * Create order (/orders/create; spec part 2 §2.4 /order-list/create-order): for those the
 * order create call serves (shop users); the order date and time start at now in Bangkok, the
 * shop at the working shop.
 */
export default function OrderCreate() {
  const translate = useTranslate();
  const session = useSession();
  const mayCreate = useMayDo('orders', 'create');
  const save = useOrderSave('created');
  const defaults = useMemo(() => {
    const now = bangkokNow();
    return {
      shop_id: session?.shopId ?? undefined,
      order_dt: now.date,
      order_time: now.time,
      delivery_dt: now.date,
      delivery_time: '',
      distcount: 0,
      remark: '',
      product: [],
    };
  }, [session?.shopId]);
  const title = translate(`${F}.title_create`);
  useDocumentTitle(title);
  if (!session || !mayCreate) return <Navigate to="/orders" replace />;
  return (
    <Create
      resource="orders"
      title={title}
      {...save.props}
      transform={(data: RaRecord) => orderPayload(data, false)}
    >
      <RecordForm resolver={orderResolver} defaultValues={defaults}>
        <OrderForm title={title} readOnly={false} uploading={save.uploading} />
      </RecordForm>
    </Create>
  );
}
