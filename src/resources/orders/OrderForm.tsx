import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import { COD, REMARK_MAX, SHIPPING_TYPE } from '../../../contract/schemas/orders';
import { AddressFields, type AddressNames } from '../../components/AddressFields';
import {
  FieldGrid,
  FormSection,
  FormSelect,
  FormText,
  PersonNameFields,
  ShownValue,
  type Option,
} from '../../components/formInputs';
import { FormDate, FormTime } from '../../components/dateInputs';
import { formatDate } from '../../components/format';
import { PhotoInput } from '../../components/PhotoInput';
import { useLookup } from '../../components/useLookup';
import { picUrl } from '../../components/productParts';
import {
  RecordFormFrame,
  RecordShopSelect,
  RemarkSection,
  type RecordFormProps,
} from '../../components/RecordFormFrame';
import { useRecordTitle } from '../../components/documentTitle';
import { useStatusChoices } from '../../components/useStatusChoices';
import { OrderLinesInput } from './OrderLinesInput';
import { OrderMarketplace } from './OrderMarketplace';

const F = 'app.orders.form';

/** The customer's title and name fields. */
const CUSTOMER_NAME = {
  title: 'title_id',
  first: 'customer_firstname',
  last: 'customer_lastname',
} as const;

/** The order's address block: the portal's one cascade, bound to the order's field names. */
const ORDER_ADDRESS: AddressNames = {
  address: 'address',
  province: 'province_id',
  district: 'district_id',
  subdistrict: 'subdistrict_id',
  postcode: 'postcode',
};

/**
 * The order form of create and edit (spec part 2 §2.4: general info, address, products,
 * totals, photo, remark). `readOnly`: staff, or an order past draft (spec §4.4). The confirm
 * and shipping screens show the same order read-only with their own status field (`status`),
 * save (`canSave`), buttons (`actions`) and list to go back to (`back`).
 */
export function OrderForm({
  title,
  readOnly,
  uploading,
  status,
  canSave = !readOnly,
  actions,
  back = 'orders',
}: RecordFormProps & {
  /** The screen's own buttons before Save. */
  actions?: ReactNode;
  /** The list Back goes to. */
  back?: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const record = useRecordContext();
  useRecordTitle();
  const titles = useLookup('titles').choices;
  const channels = useLookup('deliveryChannels').choices;
  const codOptions: Option[] = [COD.YES, COD.NO].map((id) => ({
    id,
    name: translate(`app.orders.cod.${id}`),
  }));
  const shippingOptions: Option[] = [SHIPPING_TYPE.EXPRESS, SHIPPING_TYPE.REGULAR].map((id) => ({
    id,
    name: translate(`app.orders.shipping_type.${id}`),
  }));
  const editing = !!record?.id;
  const selects: [name: string, label: string, options: Option[]][] = [
    ['cod', 'cod', codOptions],
    ['delivery_channel_id', 'channel', channels],
    ['shipping_type', 'shipping_type', shippingOptions],
  ];

  return (
    <RecordFormFrame
      title={title}
      numberLine={editing ? translate(`${F}.number_line`, { order: record.order_id }) : undefined}
      back={back}
      backLabel={t('back')}
      actions={actions}
      canSave={canSave}
      saveLabel={`${F}.save`}
      uploading={uploading}
    >
      <FormSection title={t('section_general')}>
        <FieldGrid>
          <RecordShopSelect label={t('shop')} disabled={readOnly} editing={editing} />
          {editing && (status ?? <OrderStatusField readOnly={readOnly} />)}
          {record?.tracking_no && (
            <ShownValue
              label={translate('app.fulfilment.detail.tracking')}
              value={String(record.tracking_no)}
            />
          )}
          {record?.transport_dt && (
            <ShownValue
              label={translate('app.fulfilment.detail.transport')}
              value={`${formatDate(String(record.transport_dt))} ${String(record.transport_time ?? '')}`}
            />
          )}
          <FormDate name="order_dt" label={t('order_dt')} required disabled={readOnly} />
          <FormTime name="order_time" label={t('order_time')} required disabled={readOnly} />
          <FormDate name="delivery_dt" label={t('delivery_dt')} required disabled={readOnly} />
          <FormTime name="delivery_time" label={t('delivery_time')} required disabled={readOnly} />
          {selects.map(([name, label, options]) => (
            <FormSelect
              key={name}
              name={name}
              label={t(label)}
              options={options}
              required
              disabled={readOnly}
            />
          ))}
        </FieldGrid>
      </FormSection>
      <OrderMarketplace />
      <FormSection title={t('section_customer')}>
        <Stack spacing={2}>
          <FieldGrid>
            <PersonNameFields
              titles={titles}
              disabled={readOnly}
              names={CUSTOMER_NAME}
              i18n={F}
              titleAlone
            />
            <FormText
              name="email"
              label={t('email')}
              type="email"
              required
              disabled={readOnly}
              maxLength={254}
            />
            <FormText
              name="tel"
              label={t('tel')}
              required
              disabled={readOnly}
              digits
              maxLength={10}
            />
          </FieldGrid>
          <AddressFields names={ORDER_ADDRESS} addressLabel={t('address')} disabled={readOnly} />
        </Stack>
      </FormSection>
      <FormSection title={t('section_products')}>
        <OrderLinesInput readOnly={readOnly} />
      </FormSection>
      <FormSection title={t('section_photo')}>
        <PhotoInput
          source="orderpic"
          label={t('photo')}
          existingUrl={record?.pic ? picUrl(String(record.pic)) : null}
          disabled={readOnly}
          i18nPrefix="app.products.form.image"
        />
      </FormSection>
      <RemarkSection keys={F} max={REMARK_MAX} disabled={readOnly} />
    </RecordFormFrame>
  );
}

/**
 * The order's status: a select of the statuses the shop may choose for its draft (from the
 * server: keep it a draft, or cancel it), else the status read-only (spec part 2 §4.4).
 */
function OrderStatusField({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const rows = useStatusChoices(
    'order',
    record?.id as number | undefined,
    (data, id) => data.getOrderStatusChoices(id),
    !readOnly,
  );
  const choices: Option[] = (rows ?? []).map((r) => ({ id: r.id, name: r.enum_desc }));
  if (readOnly) {
    return (
      <ShownValue label={translate(`${F}.status`)} value={String(record?.order_status ?? '')} />
    );
  }
  return <FormSelect name="is_order" label={translate(`${F}.status`)} options={choices} required />;
}
