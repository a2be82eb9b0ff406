import { useMemo } from 'react';
import { Create, Form, useTranslate, type RaRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../providers/session';
import { OrderForm } from './OrderForm';
import { bangkokNow, orderPayload, orderResolver } from './orderValues';
import { useOrderSave } from './useOrderSave';

const F = 'app.orders.form';

/**
 * Create order (/orders/create; spec part 2 §2.4 /order-list/create-order): shop users only;
 * the order date and time start at now in Bangkok, the shop at the working shop.
 */
export default function OrderCreate() {
  const translate = useTranslate();
  const session = useSession();
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
  if (!session || session.isStaff) return <Navigate to="/orders" replace />;
  const title = translate(`${F}.title_create`);
  return (
    <Create
      resource="orders"
      title={title}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: save.onSuccess }}
      transform={(data: RaRecord) => orderPayload(data, false)}
      redirect={false}
    >
      <Form
        resolver={orderResolver}
        defaultValues={defaults}
        mode="onTouched"
        warnWhenUnsavedChanges
        noValidate
      >
        <OrderForm title={title} readOnly={false} uploading={save.uploading} />
      </Form>
    </Create>
  );
}
