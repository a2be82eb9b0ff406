import { useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
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
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { inventoryCreate } from '../../../contract/schemas/inventory';
import type { ProductListRow } from '../../../contract/schemas/products';
import { contractResolver } from '../../components/contractResolver';
import { FormSection, FormSelect } from '../../components/formInputs';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { ImageViewer } from '../../components/ImageViewer';
import { PickerModal } from '../../components/PickerModal';
import { mayDo } from '../../providers/access';
import { getSession, setShopId, useSession } from '../../providers/session';
import { formatBaht } from '../../components/format';
import { picUrl, Thumbnail } from '../../components/productParts';
import { F, ProductDetails, type ShownProduct } from './inventoryParts';
import { QuantityInput } from '../../components/QuantityInput';
import { PickButton, useShopPick } from '../../components/useShopPick';

const P = 'app.inventory.picker';
const resolver = contractResolver(inventoryCreate);

/**
 * Add a stock item (spec part 2 §2.2 "add form", §4.2, §5.2): staff choose a shop, pick one
 * of its products in the picker modal, and give the first quantity. A product that already
 * has a stock item is refused by the server (409); its message shows under the product.
 */
export default function InventoryCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const session = useSession();
  const defaults = useMemo(
    () => ({ shop_id: session?.shopId ?? undefined, product_id: undefined }),
    [session?.shopId],
  );
  if (!mayDo('inventory', 'create', session)) return <Navigate to="/inventory" replace />;
  const title = translate(`${F}.title_create`);
  // The new item's shop becomes the working shop, so the list shows it.
  const onSuccess = (saved: RaRecord) => {
    const shopId = Number(saved.shop_id);
    if (shopId && shopId !== getSession()?.shopId) setShopId(shopId);
    notify(`${F}.created`, { type: 'success' });
    redirect('list', 'inventory');
  };
  return (
    <Create
      resource="inventory"
      title={title}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
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
  const pick = useShopPick<ProductListRow>('product_id');
  const product = pick.picked;
  const [viewing, setViewing] = useState<ShownProduct | null>(null);
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
      <FormSection title={t('section_product')}>
        <Stack spacing={2}>
          <PickButton
            label={t(product ? 'change_product' : 'select_product')}
            icon={<Inventory2Outlined />}
            error={pick.error}
            noneText={product ? undefined : t('no_product')}
            onOpen={() => void pick.open()}
          >
            {product && <ProductDetails product={product} onOpenImage={setViewing} />}
          </PickButton>
        </Stack>
      </FormSection>
      <FormSection title={t('section_amount')}>
        <Box sx={{ maxWidth: 320 }}>
          <QuantityInput source="inventory_amount" label={t('amount')} />
        </Box>
      </FormSection>
      <Stack direction="row" spacing={2} justifyContent="flex-end">
        <Button variant="outlined" onClick={() => redirect('list', 'inventory')}>
          {t('back')}
        </Button>
        <SaveButton label={`${F}.save`} alwaysEnable />
      </Stack>
      <PickerModal<ProductListRow>
        open={pick.picking}
        title={t('picker_title')}
        resource="products"
        filter={pick.filter}
        searchLabel={translate(`${P}.search_label`)}
        searchPlaceholder={translate(`${P}.search_placeholder`)}
        keys={P}
        rowLabel={(r) => translate(`${P}.select_row`, { name: r.product_name_th })}
        initial={product ? [product] : []}
        onConfirm={pick.choose}
        onClose={pick.close}
      >
        <DataTable.Col<ProductListRow>
          label={`${P}.col_image`}
          disableSort
          render={(r) => <Thumbnail row={r} onOpen={setViewing} />}
        />
        <DataTable.Col<ProductListRow> label={`${P}.col_code`} source="customer_product_id" />
        <DataTable.Col<ProductListRow> label={`${P}.col_name`} source="product_name_th" />
        <DataTable.Col<ProductListRow> label={`${P}.col_brand`} source="brand_th" />
        <DataTable.Col<ProductListRow>
          label={`${P}.col_type`}
          source="product_type_name"
          disableSort
        />
        <DataTable.Col<ProductListRow>
          label={`${P}.col_price`}
          source="price"
          align="right"
          render={(r) => formatBaht(r.price)}
        />
        <DataTable.Col<ProductListRow>
          label={`${P}.col_stocked`}
          disableSort
          render={(r) =>
            r.has_inventory === 'true' && (
              <Chip size="small" variant="outlined" label={translate(`${P}.stocked`)} />
            )
          }
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
