import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { SaveButton, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSection, FormSelect } from './formInputs';
import { CreateFormScreen } from './RecordFormScreens';
import { PickerModal } from './PickerModal';
import type { PickRow } from './pickColumns';
import { usePhotoViewer } from './productParts';
import { QuantityInput } from './QuantityInput';
import { SaveFooter } from './SaveFooter';
import { PickButton, useShopPick } from './useShopPick';
import { mayDo } from '../providers/access';
import { getSession, setShopId, useSession } from '../providers/session';

/** A record the picker offers: the columns every product picker shows. */
type Pickable = Omit<PickRow, 'price'> & RaRecord & { id: number };

export interface PickedItemCreateProps<R extends Pickable> {
  /** The resource created: its list opens after the save or on Back. */
  resource: 'inventory' | 'productSetOrders';
  /** Catalogue section of the form's texts (see the keys below). */
  keys: string;
  /** Catalogue section of the picker's texts (search, columns, select_row, total). */
  pickerKeys: string;
  resolver: Resolver<FieldValues>;
  /** The form field holding the picked record's id. */
  field: string;
  /**
   * What is picked ('product', 'set'): the keys section_<item> (its section), select_<item>
   * and change_<item> (the button before and after a pick), no_<item> ('none chosen').
   */
  item: string;
  /** The quantity's label; section_<amount> is its section (the field is inventory_amount). */
  amount: string;
  /** The key of the save button's label. */
  save: string;
  /** The save button's icon (react-admin's by default). */
  saveIcon?: ReactElement;
  icon: ReactNode;
  /** The resource the picker lists. */
  pickerResource: string;
  /** The picker's columns after its checkbox, given how to open a photo. */
  columns: (onOpen: (row: R) => void) => ReactNode;
  /** The picked record read-only. */
  details: (row: R, onOpen: (row: R) => void) => ReactNode;
  /** The create call's payload from the form's values (the values as they are by default). */
  transform?: (data: RaRecord) => Record<string, unknown>;
}

/**
 * Create a record for one item of a shop (a stock item for a product, an order for a set):
 * choose the shop (staff any shop, shop users their own), pick the item in the picker modal,
 * see it read-only, give the quantity. The new record's shop becomes the working shop, so its
 * list shows it. Texts: `<keys>.title_create`, `created`, `section_shop`, `shop`, `back`,
 * `picker_title`.
 */
export function PickedItemCreate<R extends Pickable>(props: PickedItemCreateProps<R>) {
  const { resource, keys, resolver, field, transform } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const session = useSession();
  const defaults = useMemo(
    () => ({ shop_id: session?.shopId ?? undefined, [field]: undefined }),
    [session?.shopId, field],
  );
  if (!mayDo(resource, 'create', session)) return <Navigate to={`/${resource}`} replace />;
  const title = translate(`${keys}.title_create`);
  const onSuccess = (saved: RaRecord) => {
    const shopId = Number(saved.shop_id);
    if (shopId && shopId !== getSession()?.shopId) setShopId(shopId);
    notify(`${keys}.created`, { type: 'success' });
    redirect('list', resource);
  };
  return (
    <CreateFormScreen
      resource={resource}
      title={title}
      saved={{ onSuccess, transform }}
      resolver={resolver}
      defaultValues={defaults}
      mode="onTouched"
    >
      <CreateBody {...props} title={title} />
    </CreateFormScreen>
  );
}

function CreateBody<R extends Pickable>({
  resource,
  keys,
  pickerKeys: P,
  field,
  item,
  amount,
  save,
  saveIcon,
  icon,
  pickerResource,
  columns,
  details,
  title,
}: PickedItemCreateProps<R> & { title: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`${keys}.${key}`);
  const session = useSession();
  const pick = useShopPick<R>(field);
  const picked = pick.picked;
  const photo = usePhotoViewer<R>();
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
      <FormSection title={t(`section_${item}`)}>
        <Stack spacing={2}>
          <PickButton
            label={t(`${picked ? 'change' : 'select'}_${item}`)}
            icon={icon}
            error={pick.error}
            noneText={picked ? undefined : t(`no_${item}`)}
            onOpen={() => void pick.open()}
          >
            {picked && details(picked, photo.open)}
          </PickButton>
        </Stack>
      </FormSection>
      <FormSection title={t(`section_${amount}`)}>
        <Box sx={{ maxWidth: 320 }}>
          <QuantityInput source="inventory_amount" label={t(amount)} />
        </Box>
      </FormSection>
      <PickerModal<R>
        open={pick.picking}
        title={t('picker_title')}
        resource={pickerResource}
        filter={pick.filter}
        keys={P}
        rowLabel={(r) => translate(`${P}.select_row`, { name: r.product_name_th })}
        initial={picked ? [picked] : []}
        onConfirm={pick.choose}
        onClose={pick.close}
      >
        {columns(photo.open)}
      </PickerModal>
      {photo.viewer}
      <SaveFooter
        resource={resource}
        backLabel={t('back')}
        save={<SaveButton label={`${keys}.${save}`} icon={saveIcon} alwaysEnable />}
      />
    </CardContent>
  );
}
