import { useContext, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useRecordContext, useTranslate } from 'react-admin';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { TEXT_MAX } from '../../../contract/schemas/products';
import { useLookup } from '../../components/useLookup';
import { formatDate } from '../../components/format';
import { useSession } from '../../providers/session';
import {
  NumberInput,
  ReadOnlyContext,
  SelectInput,
  TextInput,
} from '../../components/ProductInputs';

/** The brand and name fields in Thai and English: source and label key. */
const NAMES = [
  ['brand_th', 'brand_th'],
  ['brand_en', 'brand_en'],
  ['product_name_th', 'name_th'],
  ['product_name_en', 'name_en'],
] as const;

/** The shops a product may belong to: the user's own, and the record's own shop (staff). */
function useShopChoices() {
  const session = useSession();
  const record = useRecordContext<{ shop_id?: number; shop_name?: string }>();
  const choices = (session?.shopList ?? []).map((s) => ({
    id: s.shop_id,
    name: `${s.shop_no} ${s.shop_name}`,
  }));
  if (record?.shop_id && !choices.some((s) => s.id === record.shop_id)) {
    choices.push({ id: record.shop_id, name: record.shop_name ?? String(record.shop_id) });
  }
  return choices;
}

/**
 * A new product's shop follows the working shop chosen in the top bar until the user has
 * used the form's own shop field (a choice equal to the first default is not "dirty").
 */
function useShopFollowsWorkingShop() {
  const shopId = useSession()?.shopId;
  const record = useRecordContext();
  const { getFieldState, setValue } = useFormContext<{ shop_id?: number }>();
  useEffect(() => {
    const field = getFieldState('shop_id');
    if (record || !shopId || field.isDirty || field.isTouched) return;
    setValue('shop_id', shopId);
  }, [record, shopId, getFieldState, setValue]);
}

/** Step 1 'ข้อมูลทั่วไป': shop, ids, brand, name, type, code, descriptions, price, VAT. */
export function ProductGeneralStep() {
  const translate = useTranslate();
  const readOnly = useContext(ReadOnlyContext);
  const record = useRecordContext<{ created_dt?: string }>();
  const shops = useShopChoices();
  useShopFollowsWorkingShop();
  const productTypes = useLookup('productTypes');
  const vatOptions = useLookup('vatOptions');
  const half = { xs: 12, md: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <SelectInput source="shop_id" label="shop" required choices={shops} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextInput source="fp_product_id" label="product_id" readOnly />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          label={translate('app.products.form.created_date')}
          value={formatDate(record?.created_dt ?? new Date())}
          disabled={readOnly}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Grid>
      {NAMES.map(([source, label]) => (
        <Grid key={source} size={half}>
          <TextInput source={source} label={label} required />
        </Grid>
      ))}
      <Grid size={half}>
        <SelectInput source="product_type" label="product_type" required {...productTypes} />
      </Grid>
      <Grid size={half}>
        <TextInput source="customer_product_id" label="code" required maxLength={50} />
      </Grid>
      <Grid size={half}>
        <TextInput source="desc_th" label="desc_th" multiline counter maxLength={TEXT_MAX} />
      </Grid>
      <Grid size={half}>
        <TextInput source="desc_en" label="desc_en" multiline counter maxLength={TEXT_MAX} />
      </Grid>
      <Grid size={half}>
        <NumberInput source="price" label="price" required />
      </Grid>
      <Grid size={half}>
        <SelectInput source="vat_nonvat" label="vat" required {...vatOptions} />
      </Grid>
    </Grid>
  );
}
