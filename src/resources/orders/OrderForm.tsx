import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  SaveButton,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COD, REMARK_MAX, SHIPPING_TYPE } from '../../../contract/schemas/orders';
import { AddressFields, type AddressNames } from '../../components/AddressFields';
import {
  FieldGrid,
  FormSection,
  FormSelect,
  FormText,
  ShownValue,
  type Option,
} from '../../components/formInputs';
import { DatesProvider, FormDate, FormTime } from '../../components/dateInputs';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { formatDate } from '../../components/format';
import { ImageUpload } from '../../components/ImageUpload';
import { useLookup } from '../../components/useLookup';
import { usePortalData } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';
import { picUrl } from '../../components/productParts';
import { OrderLinesInput } from './OrderLinesInput';

const F = 'app.orders.form';

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
}: {
  title: string;
  readOnly: boolean;
  uploading?: boolean;
  status?: ReactNode;
  canSave?: boolean;
  actions?: ReactNode;
  back?: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const redirect = useRedirect();
  const { saving } = useSaveContext();
  const record = useRecordContext();
  const session = useSession();
  const { control } = useFormContext();
  const titles = useLookup('titles').choices;
  const channels = useLookup('deliveryChannels').choices;
  const shops: Option[] = (session?.shopList ?? []).map((s) => ({
    id: s.shop_id,
    name: `${s.shop_no} ${s.shop_name}`,
  }));
  const codOptions: Option[] = [COD.YES, COD.NO].map((id) => ({
    id,
    name: translate(`app.orders.cod.${id}`),
  }));
  const shippingOptions: Option[] = [SHIPPING_TYPE.EXPRESS, SHIPPING_TYPE.REGULAR].map((id) => ({
    id,
    name: translate(`app.orders.shipping_type.${id}`),
  }));
  const editing = !!record?.id;

  return (
    <DatesProvider>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1080 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {editing && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(`${F}.number_line`, { order: record.order_id })}
          </Typography>
        )}
        <FormSection title={t('section_general')}>
          <FieldGrid>
            <FormSelect
              name="shop_id"
              label={t('shop')}
              options={shops}
              required
              disabled={readOnly}
              readOnly={editing}
            />
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
            <FormTime
              name="delivery_time"
              label={t('delivery_time')}
              required
              disabled={readOnly}
            />
            <FormSelect
              name="cod"
              label={t('cod')}
              options={codOptions}
              required
              disabled={readOnly}
            />
            <FormSelect
              name="delivery_channel_id"
              label={t('channel')}
              options={channels}
              required
              disabled={readOnly}
            />
            <FormSelect
              name="shipping_type"
              label={t('shipping_type')}
              options={shippingOptions}
              required
              disabled={readOnly}
            />
          </FieldGrid>
        </FormSection>
        <FormSection title={t('section_customer')}>
          <Stack spacing={2}>
            <FieldGrid>
              <FormSelect
                name="title_id"
                label={t('title')}
                options={titles}
                required
                disabled={readOnly}
              />
              <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
              <FormText
                name="customer_firstname"
                label={t('first_name')}
                required
                disabled={readOnly}
                maxLength={100}
              />
              <FormText
                name="customer_lastname"
                label={t('last_name')}
                required
                disabled={readOnly}
                maxLength={100}
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
          <Controller
            control={control}
            name="orderpic"
            render={({ field }) => (
              <ImageUpload
                label={t('photo')}
                file={field.value instanceof File ? field.value : null}
                existingUrl={record?.pic ? picUrl(String(record.pic)) : null}
                onChange={(f) => field.onChange(f)}
                disabled={readOnly}
                i18nPrefix="app.products.form.image"
              />
            )}
          />
        </FormSection>
        <FormSection title={t('section_remark')}>
          <FormText
            name="remark"
            label={t('remark')}
            multiline
            maxLength={REMARK_MAX}
            disabled={readOnly}
            counter={
              readOnly
                ? undefined
                : (n) => translate(`${F}.remark_count`, { count: n, max: REMARK_MAX })
            }
          />
        </FormSection>
        <Stack direction="row" spacing={2} justifyContent="flex-end">
          <Button variant="outlined" onClick={() => redirect('list', back)}>
            {t('back')}
          </Button>
          {actions}
          {canSave && <SaveButton label={`${F}.save`} alwaysEnable />}
        </Stack>
        <FullScreenSpinner open={!!saving || !!uploading} label={translate('app.shell.loading')} />
      </CardContent>
    </DatesProvider>
  );
}

/**
 * The order's status: a select of the statuses the shop may choose for its draft (from the
 * server: keep it a draft, or cancel it), else the status read-only (spec part 2 §4.4).
 */
function OrderStatusField({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const dataProvider = usePortalData();
  const [choices, setChoices] = useState<Option[]>([]);
  const id = record?.id as number | undefined;
  useEffect(() => {
    if (readOnly || !id) return;
    let live = true;
    dataProvider
      .getOrderStatusChoices(id)
      .then((rows) => live && setChoices(rows.map((r) => ({ id: r.id, name: r.enum_desc }))))
      .catch((e: unknown) => console.error('Error: Unable to fetch data', e));
    return () => {
      live = false;
    };
  }, [dataProvider, id, readOnly]);
  if (readOnly) {
    return (
      <ShownValue label={translate(`${F}.status`)} value={String(record?.order_status ?? '')} />
    );
  }
  return <FormSelect name="is_order" label={translate(`${F}.status`)} options={choices} required />;
}
