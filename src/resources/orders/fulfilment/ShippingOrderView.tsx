import { Edit, Form, useRecordContext, useTranslate } from 'react-admin';
import { ShownValue } from '../../../components/formInputs';
import { PrintLabelsButton } from '../../../components/PrintLabelsButton';
import { OrderForm } from '../OrderForm';
import { OrderHistory } from '../OrderHistory';
import { useOrderQuery } from '../useOrderQuery';

const T = 'app.fulfilment.detail';

/**
 * The shipping view (/shipping-order/:id; spec part 3 §2, path
 * /shipping-order/view-shipping-order): the order read-only with its tracking number and
 * shipping date, Back to the list, and its shipping label with packing slip as a PDF; below,
 * the statuses the order has passed.
 */
export default function ShippingOrderView() {
  const queryOptions = useOrderQuery('shipping-order');
  const translate = useTranslate();
  return (
    <Edit
      resource="shipping-order"
      title={translate(`${T}.title_view`)}
      actions={false}
      queryOptions={queryOptions}
    >
      <ViewBody />
    </Edit>
  );
}

function ViewBody() {
  const translate = useTranslate();
  const record = useRecordContext();
  const title = translate(`${T}.title_view`);
  return (
    <>
      <Form noValidate>
        <OrderForm
          title={title}
          readOnly
          back="shipping-order"
          status={
            <ShownValue
              label={translate(`${T}.current_status`)}
              value={String(record?.order_status ?? '')}
            />
          }
          actions={record ? <PrintLabelsButton ids={[Number(record.id)]} /> : null}
        />
      </Form>
      <OrderHistory />
    </>
  );
}
