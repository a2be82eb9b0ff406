import { useMemo, useState } from 'react';
import {
  Create,
  DataTable,
  Form,
  SaveButton,
  useNotify,
  useRedirect,
  useSaveContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import {
  SET_ORDER_PREFIX,
  setOrderForm,
  type ProductSetListRow,
} from '../../../contract/schemas/productSets';
import { contractResolver } from '../../components/contractResolver';
import { FormSection, FormSelect } from '../../components/formInputs';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { ImageViewer } from '../../components/ImageViewer';
import { PickerModal } from '../../components/PickerModal';
import { PickButton, useShopPick } from '../../components/useShopPick';
import { getSession, setShopId, useSession } from '../../providers/session';
import { QuantityInput } from '../../components/QuantityInput';
import { picUrl, Thumbnail } from '../../components/productParts';
import { SetDetails } from './SetDetails';

const F = 'app.setOrder.form';
const P = 'app.setOrder.picker';
const resolver = contractResolver(setOrderForm);

/** The form's values as the create call takes them: one set and its count, an ORP number. */
const toPayload = (data: RaRecord) => ({
  shop_id: data.shop_id,
  ps_order_productId: `${SET_ORDER_PREFIX}${Date.now()}`,
  product_set_order: [
    { productset_id: data.productset_id, inventory_amount: data.inventory_amount },
  ],
});

/**
 * Add product-set order (spec part 1 §2, §4, §5): choose the shop (staff any shop, shop users
 * their own), pick one set in the picker modal, give the number of sets. Back and Next go to
 * the orders list.
 */
export default function SetOrderCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const session = useSession();
  const defaults = useMemo(
    () => ({ shop_id: session?.shopId ?? undefined, productset_id: undefined }),
    [session?.shopId],
  );
  const title = translate(`${F}.title_create`);
  const onSuccess = (saved: RaRecord) => {
    const shopId = Number(saved.shop_id);
    if (shopId && shopId !== getSession()?.shopId) setShopId(shopId);
    notify(`${F}.created`, { type: 'success' });
    redirect('list', 'productSetOrders');
  };
  return (
    <Create
      resource="productSetOrders"
      title={title}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      transform={toPayload}
      redirect={false}
    >
      <Form
        resolver={resolver}
        defaultValues={defaults}
        mode="onTouched"
        warnWhenUnsavedChanges
        noValidate
      >
        <CreateBody title={title} />
      </Form>
    </Create>
  );
}

function CreateBody({ title }: { title: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${F}.${key}`);
  const redirect = useRedirect();
  const { saving } = useSaveContext();
  const session = useSession();
  const pick = useShopPick<ProductSetListRow>('productset_id');
  const set = pick.picked;
  const [viewing, setViewing] = useState<ProductSetListRow | null>(null);
  const shops = (session?.shopList ?? []).map((s) => ({
    id: s.shop_id,
    name: `${s.shop_no} ${s.shop_name}`,
  }));

  return (
    <CardContent sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 960 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <FormSection title={t('section_shop')}>
        <Box sx={{ maxWidth: 480 }}>
          <FormSelect name="shop_id" label={t('shop')} options={shops} required />
        </Box>
      </FormSection>
      <FormSection title={t('section_set')}>
        <Stack spacing={2}>
          <PickButton
            label={t(set ? 'change_set' : 'select_set')}
            icon={<WorkspacesOutlined />}
            error={pick.error}
            noneText={set ? undefined : t('no_set')}
            onOpen={() => void pick.open()}
          >
            {set && <SetDetails set={set} onOpenImage={setViewing} />}
          </PickButton>
        </Stack>
      </FormSection>
      <FormSection title={t('section_count')}>
        <Box sx={{ maxWidth: 320 }}>
          <QuantityInput source="inventory_amount" label={t('count')} />
        </Box>
      </FormSection>
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Button variant="outlined" onClick={() => redirect('list', 'productSetOrders')}>
          {t('back')}
        </Button>
        <SaveButton label={`${F}.next`} icon={<></>} alwaysEnable />
      </Stack>
      <PickerModal<ProductSetListRow>
        open={pick.picking}
        title={t('picker_title')}
        resource="productSetPicker"
        filter={pick.filter}
        searchLabel={translate(`${P}.search_label`)}
        searchPlaceholder={translate(`${P}.search_placeholder`)}
        keys={P}
        rowLabel={(r) => translate(`${P}.select_row`, { name: r.product_name_th })}
        initial={set ? [set] : []}
        onConfirm={pick.choose}
        onClose={pick.close}
      >
        <DataTable.Col<ProductSetListRow>
          label={`${P}.col_image`}
          disableSort
          render={(r) => <Thumbnail row={r} onOpen={setViewing} />}
        />
        <DataTable.Col<ProductSetListRow> label={`${P}.col_code`} source="customer_product_id" />
        <DataTable.Col<ProductSetListRow> label={`${P}.col_name`} source="product_name_th" />
        <DataTable.Col<ProductSetListRow> label={`${P}.col_brand`} source="brand_th" />
        <DataTable.Col<ProductSetListRow>
          label={`${P}.col_stock`}
          source="inventory"
          align="right"
          disableSort
        />
      </PickerModal>
      <ImageViewer
        src={viewing?.pic ? picUrl(viewing.pic) : null}
        title={viewing?.product_name_th ?? ''}
        onClose={() => setViewing(null)}
      />
      <FullScreenSpinner open={!!saving} label={translate('app.shell.loading')} />
    </CardContent>
  );
}
